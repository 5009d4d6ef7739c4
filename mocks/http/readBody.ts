import { SimError } from '../domain/errors';

const tooLarge = (maxBytes: number): SimError =>
  new SimError(413, 'PAYLOAD_TOO_LARGE', `The body is larger than ${maxBytes} bytes`);

/** Reads a JSON body of at most `maxBytes`; refuses anything else with 400/413. */
export async function readJson(request: Request, maxBytes: number): Promise<unknown> {
  const declared = Number(request.headers.get('content-length') ?? '0');
  if (Number.isFinite(declared) && declared > maxBytes) throw tooLarge(maxBytes);
  const bytes = new Uint8Array(await request.arrayBuffer());
  if (bytes.byteLength > maxBytes) throw tooLarge(maxBytes);
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    throw new SimError(400, 'MALFORMED_JSON', 'The body is not UTF-8 text');
  }
  if (text.trim() === '') throw new SimError(400, 'MALFORMED_JSON', 'A JSON body is required');
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw new SimError(400, 'MALFORMED_JSON', 'The body is not valid JSON');
  }
}
