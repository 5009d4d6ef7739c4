/** Opaque random tokens: a prefix and 32 random bytes in base64url (43 characters). */
export type TokenKind = 'at' | 'rt';

const SHAPES: Record<TokenKind, RegExp> = {
  at: /^at_[A-Za-z0-9_-]{43}$/,
  rt: /^rt_[A-Za-z0-9_-]{43}$/,
};

export function newToken(kind: TokenKind, randomBytes: (n: number) => Uint8Array): string {
  return `${kind}_${Buffer.from(randomBytes(32)).toString('base64url')}`;
}

export function isWellFormed(kind: TokenKind, token: string): boolean {
  return SHAPES[kind].test(token);
}
