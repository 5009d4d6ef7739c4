// The one place the app reads import.meta: Jest maps this module to src/testing/rawEnv.ts.
export function readRawEnv(): Record<string, unknown> {
  return { ...import.meta.env };
}
