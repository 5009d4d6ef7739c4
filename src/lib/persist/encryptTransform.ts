import { createTransform, type Transform } from 'redux-persist';
import type * as z from 'zod/mini';
import { open, seal } from '@/lib/crypto/sealedBox';

export interface SealedSlice<S> {
  schema: z.ZodMiniType<S>;
  initialState: S;
}

/**
 * A redux-persist transform that seals each persisted slice as one encrypted string and, on the way
 * back, opens and validates it. Tampered, truncated, foreign, old-format or schema-breaking data
 * yields that slice's initial state: never a crash, never a half-restored slice.
 */
export function createEncryptTransform(
  secret: string,
  slices: Record<string, SealedSlice<unknown>>,
): Transform<unknown, string | null> {
  return createTransform<unknown, string | null>(
    (inbound) => seal(JSON.stringify(inbound), secret),
    (outbound, key) => {
      const slice = slices[String(key)];
      if (!slice) return undefined;
      const plain = open(outbound, secret);
      if (plain === null) return slice.initialState;
      try {
        const parsed = slice.schema.safeParse(JSON.parse(plain));
        return parsed.success ? parsed.data : slice.initialState;
      } catch {
        return slice.initialState;
      }
    },
    { whitelist: Object.keys(slices) },
  );
}
