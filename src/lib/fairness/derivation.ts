import { SYMBOLS, type GameSymbol } from '@/api/symbols';

/*
 * The dice derivation of docs/fairness.md, written from the document (not from any server's code):
 * the bytes of HMAC-SHA256(key = seed bytes, message = "klaklouk:<roundId>") are read in order; a byte
 * b < 252 gives the face SYMBOLS[b % 6], a byte b ≥ 252 is skipped (252 = 42 × 6: every face equally
 * likely); after 32 bytes the next block is HMAC(seed, "klaklouk:<roundId>:1"), then ":2", … until
 * three faces.
 */

/** The two primitives the check needs; Web Crypto or crypto-js (primitives.ts), or Node's in tests. */
export interface FairnessCrypto {
  sha256(data: Uint8Array): Promise<Uint8Array>;
  hmacSha256(key: Uint8Array, message: Uint8Array): Promise<Uint8Array>;
}

/** Bytes b < ACCEPT_BELOW are used; 252 = 42 × 6. */
export const ACCEPT_BELOW = 252;
export const SEED_BYTES = 32;
/** More blocks than this are never needed (each has 32 bytes, ≥ 252 with chance 4/256 each). */
const MAX_BLOCKS = 64;

/** What became of one byte of a block: a face, skipped (≥ 252), or not read (three faces found). */
export type ByteUse = 'used' | 'skipped' | 'unread';

export interface DerivedByte {
  /** Position in its block, 0–31. */
  index: number;
  value: number;
  use: ByteUse;
  /** For a used byte: value % 6 and the face it gives. */
  face?: GameSymbol;
}

export interface DerivationBlock {
  /** 0 for the first block. */
  block: number;
  /** The HMAC message, e.g. "klaklouk:7019482" or "klaklouk:7019482:1". */
  message: string;
  /** The block's 32 bytes as hex. */
  hmac: string;
  bytes: DerivedByte[];
}

export interface Derivation {
  dice: [GameSymbol, GameSymbol, GameSymbol];
  blocks: DerivationBlock[];
}

const HEX_64 = /^[0-9a-f]{64}$/;

/**
 * 64 hexadecimal characters (either case) as lowercase, or null: a seed or a fingerprint. Nothing is
 * trimmed, as in the recipes members run themselves (docs/fairness.md): what one calls malformed, so
 * does the other.
 */
export function normalizeHex64(value: string | null | undefined): string | null {
  if (typeof value !== 'string') return null;
  const lower = value.toLowerCase();
  return HEX_64.test(lower) ? lower : null;
}

export function hexToBytes(hex: string): Uint8Array {
  const bytes = new Uint8Array(hex.length / 2);
  for (let i = 0; i < bytes.length; i += 1) bytes[i] = parseInt(hex.slice(i * 2, i * 2 + 2), 16);
  return bytes;
}

export function bytesToHex(bytes: Uint8Array): string {
  let hex = '';
  for (const byte of bytes) hex += byte.toString(16).padStart(2, '0');
  return hex;
}

/** The HMAC message of a block: "klaklouk:<roundId>" for block 0, then "klaklouk:<roundId>:<n>". */
export function blockMessage(roundId: number, block: number): string {
  return block === 0 ? `klaklouk:${roundId}` : `klaklouk:${roundId}:${block}`;
}

/** The dice of a seed (lowercase hex of 32 bytes) for a round, with every block and byte read. */
export async function deriveDice(
  seedHex: string,
  roundId: number,
  crypto: FairnessCrypto,
): Promise<Derivation> {
  const key = hexToBytes(seedHex);
  const faces: GameSymbol[] = [];
  const blocks: DerivationBlock[] = [];
  for (let block = 0; faces.length < 3; block += 1) {
    if (block >= MAX_BLOCKS) throw new Error('no three faces in 64 HMAC blocks');
    const message = blockMessage(roundId, block);
    const mac = await crypto.hmacSha256(key, new TextEncoder().encode(message));
    const bytes: DerivedByte[] = [];
    mac.forEach((value, index) => {
      if (faces.length === 3) {
        bytes.push({ index, value, use: 'unread' });
      } else if (value < ACCEPT_BELOW) {
        const face = SYMBOLS[value % 6] ?? 'TIGER';
        faces.push(face);
        bytes.push({ index, value, use: 'used', face });
      } else {
        bytes.push({ index, value, use: 'skipped' });
      }
    });
    blocks.push({ block, message, hmac: bytesToHex(mac), bytes });
  }
  const [a, b, c] = faces;
  if (a === undefined || b === undefined || c === undefined) throw new Error('three faces expected');
  return { dice: [a, b, c], blocks };
}
