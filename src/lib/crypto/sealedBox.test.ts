import AES from 'crypto-js/aes';
import { open, seal, SEALED_VERSION } from '@/lib/crypto/sealedBox';

const SECRET = 'test-secret';

describe('sealed box (encrypt-then-MAC)', () => {
  it('round-trips text, including Khmer', () => {
    const plain = JSON.stringify({ accessToken: 'abc', name: 'ខ្លាឃ្លោក' });
    expect(open(seal(plain, SECRET), SECRET)).toBe(plain);
  });

  it('uses a fresh IV for every write', () => {
    const a = seal('same', SECRET);
    const b = seal('same', SECRET);
    expect(a).not.toBe(b);
    expect(a.split('.')[1]).not.toBe(b.split('.')[1]);
    expect(a.startsWith(`${SEALED_VERSION}.`)).toBe(true);
  });

  it('never stores the plaintext', () => {
    expect(seal('refresh-token-value', SECRET)).not.toContain('refresh-token-value');
  });

  it('refuses tampered ciphertext, iv or mac', () => {
    const sealed = seal('{"user":"x"}', SECRET);
    const parts = sealed.split('.');
    for (const index of [1, 2, 3]) {
      const changed = [...parts];
      const text = changed[index] ?? '';
      changed[index] = (text[0] === 'A' ? 'B' : 'A') + text.slice(1);
      expect(open(changed.join('.'), SECRET)).toBeNull();
    }
  });

  it('refuses a wrong key', () => {
    expect(open(seal('hello', SECRET), 'another-secret')).toBeNull();
  });

  it.each([null, undefined, 42, '', 'garbage', 'kk1.a.b', 'kk1.a.b.c.d', '{"user":null}', '\u0000\u0001'])(
    'refuses garbage %j',
    (value) => {
      expect(open(value, SECRET)).toBeNull();
    },
  );

  it.each([
    ['a lone high surrogate', '\uD800'],
    ['a lone low surrogate', '\uDC00'],
    ['a reversed pair', '\uDC00\uD800'],
    ['U+FFFE', '\uFFFE'],
    ['NUL', '\u0000'],
  ])('refuses, without throwing, sealed text holding %s in any part', (_name, character) => {
    const parts = seal('{"user":"x"}', SECRET).split('.');
    for (const index of [0, 1, 2, 3]) {
      const changed = [...parts];
      changed[index] = `${changed[index] ?? ''}${character}`;
      expect(open(changed.join('.'), SECRET)).toBeNull();
    }
  });

  it('refuses truncated data', () => {
    const sealed = seal('a longer piece of text that spans blocks', SECRET);
    expect(open(sealed.slice(0, -5), SECRET)).toBeNull();
    expect(open(sealed.slice(0, sealed.lastIndexOf('.')), SECRET)).toBeNull();
  });

  it('refuses the old unauthenticated format (AES with a passphrase)', () => {
    const legacy = AES.encrypt('{"accessToken":"x"}', SECRET).toString();
    expect(open(legacy, SECRET)).toBeNull();
    expect(open(`kk0.${legacy}`, SECRET)).toBeNull();
  });

  it('gives AES a derived 256-bit key, never a string passphrase (OpenSSL mode: MD5 key derivation, no MAC)', () => {
    const encrypt = jest.spyOn(AES, 'encrypt');
    const decrypt = jest.spyOn(AES, 'decrypt');
    expect(open(seal('{"user":"x"}', SECRET), SECRET)).toBe('{"user":"x"}');
    for (const call of [...encrypt.mock.calls, ...decrypt.mock.calls]) {
      const key = call[1] as unknown;
      expect(typeof key).not.toBe('string');
      expect(key).toMatchObject({ sigBytes: 32 });
    }
    expect(encrypt).toHaveBeenCalledTimes(1);
    expect(decrypt).toHaveBeenCalledTimes(1);
    encrypt.mockRestore();
    decrypt.mockRestore();
  });
});
