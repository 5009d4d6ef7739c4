import Hex from 'crypto-js/enc-hex';
import HmacSHA256 from 'crypto-js/hmac-sha256';
import SHA256 from 'crypto-js/sha256';
import { bytesToHex, hexToBytes, type FairnessCrypto } from '@/lib/fairness/derivation';

/*
 * SubtleCrypto exists only in a secure context (https, localhost); over plain http `crypto.subtle` is
 * undefined and crypto-js's SHA-256 and HMAC-SHA256 (already in the bundle for sealed storage) do it.
 */

// A copy over a fresh ArrayBuffer: SubtleCrypto's BufferSource may not be a view of a shared buffer.
const buffer = (bytes: Uint8Array): Uint8Array<ArrayBuffer> => new Uint8Array(bytes);

export function webCryptoPrimitives(subtle: SubtleCrypto): FairnessCrypto {
  return {
    async sha256(data) {
      return new Uint8Array(await subtle.digest('SHA-256', buffer(data)));
    },
    async hmacSha256(key, message) {
      const hmacKey = await subtle.importKey('raw', buffer(key), { name: 'HMAC', hash: 'SHA-256' }, false, [
        'sign',
      ]);
      return new Uint8Array(await subtle.sign('HMAC', hmacKey, buffer(message)));
    },
  };
}

export const cryptoJsPrimitives: FairnessCrypto = {
  sha256: (data) => Promise.resolve(hexToBytes(SHA256(Hex.parse(bytesToHex(data))).toString(Hex))),
  hmacSha256: (key, message) =>
    Promise.resolve(
      hexToBytes(HmacSHA256(Hex.parse(bytesToHex(message)), Hex.parse(bytesToHex(key))).toString(Hex)),
    ),
};

/** Web Crypto where the page may use it, crypto-js elsewhere. */
export function browserPrimitives(): FairnessCrypto {
  const subtle = globalThis.crypto?.subtle;
  return subtle ? webCryptoPrimitives(subtle) : cryptoJsPrimitives;
}
