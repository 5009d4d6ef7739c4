import { createHash, createHmac } from 'node:crypto';
import { bytesToHex } from '@/lib/fairness/derivation';
import { browserPrimitives, cryptoJsPrimitives } from '@/lib/fairness/primitives';

// Outside a secure context (plain http) `crypto.subtle` is undefined: the check must still run.
describe('the crypto the verifier picks', () => {
  const realCrypto = globalThis.crypto;
  afterEach(() => {
    Object.defineProperty(globalThis, 'crypto', { value: realCrypto, configurable: true });
  });

  it('uses crypto-js where the page has no SubtleCrypto, with the same results as Node', async () => {
    Object.defineProperty(globalThis, 'crypto', {
      value: { getRandomValues: realCrypto.getRandomValues.bind(realCrypto) },
      configurable: true,
    });
    const primitives = browserPrimitives();
    expect(primitives).toBe(cryptoJsPrimitives);
    const key = new Uint8Array(32).map((_, i) => i * 7);
    const message = new TextEncoder().encode('klaklouk:123');
    expect(bytesToHex(await primitives.sha256(key))).toBe(createHash('sha256').update(key).digest('hex'));
    expect(bytesToHex(await primitives.hmacSha256(key, message))).toBe(
      createHmac('sha256', key).update('klaklouk:123').digest('hex'),
    );
  });

  it('uses Web Crypto where the page has it', () => {
    const subtle = {} as SubtleCrypto;
    Object.defineProperty(globalThis, 'crypto', { value: { subtle }, configurable: true });
    expect(browserPrimitives()).not.toBe(cryptoJsPrimitives);
  });
});
