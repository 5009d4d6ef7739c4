/**
 * The chunk a failed dynamic import names, if it is one of this page's own. Chromium and Firefox name
 * it in the error; Safari does not (then there is none).
 */
export function failedChunk(error: unknown): string | undefined {
  const url = /https?:\/\/[^\s?#]+\.js/.exec(String(error))?.[0];
  return url?.startsWith(`${window.location.origin}/`) ? url : undefined;
}
