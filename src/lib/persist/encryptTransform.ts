import { createTransform, type Transform } from 'redux-persist';
import type * as z from 'zod/mini';
import { seal } from '@/lib/crypto/sealedBox';
import { logger } from '@/lib/logger';
import { unseal } from '@/lib/storage/sealedKey';

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
      // The one read of sealed text (lib/storage/sealedKey.ts); redux-persist writes the member anew.
      const result = unseal(outbound, slice.schema, secret);
      if (result.ok) return result.value;
      logger.warn(`Stored ${String(key)} could not be read (${result.reason}); it restores empty.`);
      return slice.initialState;
    },
    { whitelist: Object.keys(slices) },
  );
}
