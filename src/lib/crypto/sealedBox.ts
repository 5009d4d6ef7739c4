import AES from 'crypto-js/aes';
import Base64 from 'crypto-js/enc-base64';
import Utf8 from 'crypto-js/enc-utf8';
import HmacSHA256 from 'crypto-js/hmac-sha256';
import WordArray from 'crypto-js/lib-typedarrays';

/*
 * Encrypt-then-MAC for browser storage (docs/security.md).
 * Format: `kk1.<iv base64>.<ciphertext base64>.<mac base64>` where
 *   encKey = HMAC-SHA256(secret, "kla-klouk/enc/v1"), macKey = HMAC-SHA256(secret, "kla-klouk/mac/v1"),
 *   ciphertext = AES-256-CBC(encKey, iv, utf8(plain)) with a fresh random 128-bit iv per write,
 *   mac = HMAC-SHA256(macKey, "kk1.<iv>.<ciphertext>").
 * The MAC is checked before anything is decrypted; any failure yields null, never an exception.
 */
export const SEALED_VERSION = 'kk1';

type WordArrayT = ReturnType<typeof Utf8.parse>;

interface Keys {
  encKey: WordArrayT;
  macKey: WordArrayT;
}

// Cache: the keys derived from a secret are the same for every store, and deriving them is slow.
const keyCache = new Map<string, Keys>();

function keysFor(secret: string): Keys {
  let keys = keyCache.get(secret);
  if (!keys) {
    keys = {
      encKey: HmacSHA256('kla-klouk/enc/v1', secret),
      macKey: HmacSHA256('kla-klouk/mac/v1', secret),
    };
    keyCache.set(secret, keys);
  }
  return keys;
}

function macOf(header: string, macKey: WordArrayT): string {
  return Base64.stringify(HmacSHA256(header, macKey));
}

/** Compares two strings without stopping at the first difference. */
function sameText(a: string, b: string): boolean {
  if (a.length !== b.length) return false;
  let diff = 0;
  for (let i = 0; i < a.length; i += 1) diff |= a.charCodeAt(i) ^ b.charCodeAt(i);
  return diff === 0;
}

export function seal(plain: string, secret: string): string {
  const { encKey, macKey } = keysFor(secret);
  const iv = WordArray.random(16);
  const ciphertext = AES.encrypt(Utf8.parse(plain), encKey, { iv }).ciphertext;
  const header = `${SEALED_VERSION}.${Base64.stringify(iv)}.${Base64.stringify(ciphertext)}`;
  return `${header}.${macOf(header, macKey)}`;
}

export function open(sealed: unknown, secret: string): string | null {
  if (typeof sealed !== 'string') return null;
  const parts = sealed.split('.');
  if (parts.length !== 4 || parts[0] !== SEALED_VERSION) return null;
  const [version, ivText, cipherText, mac] = parts as [string, string, string, string];
  // Everything below is inside the try: crypto-js throws on text it cannot encode (a lone UTF-16
  // surrogate makes its UTF-8 step throw URIError), and stored text may hold anything.
  try {
    const { encKey, macKey } = keysFor(secret);
    const header = `${version}.${ivText}.${cipherText}`;
    if (!sameText(macOf(header, macKey), mac)) return null;
    const iv = Base64.parse(ivText);
    const ciphertext = Base64.parse(cipherText);
    const plain = AES.decrypt({ ciphertext } as Parameters<typeof AES.decrypt>[0], encKey, { iv });
    return Utf8.stringify(plain);
  } catch {
    return null;
  }
}
