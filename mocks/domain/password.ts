import { createHash, timingSafeEqual } from 'node:crypto';

/** Salted SHA-256: enough for a simulator that only ever holds demo passwords. */
export interface PasswordHash {
  readonly salt: string;
  readonly hash: string;
}

function digest(salt: string, password: string): string {
  return createHash('sha256').update(`${salt}:${password}`).digest('hex');
}

export function hashPassword(password: string, salt: string): PasswordHash {
  return { salt, hash: digest(salt, password) };
}

export function passwordMatches(password: string, stored: PasswordHash): boolean {
  const candidate = Buffer.from(digest(stored.salt, password), 'hex');
  return timingSafeEqual(candidate, Buffer.from(stored.hash, 'hex'));
}
