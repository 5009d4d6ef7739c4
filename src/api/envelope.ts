import * as z from 'zod/mini';

/**
 * Every success answer is `{ code: "200", message, data, serverTime }` (docs/api.md). Endpoints declare
 * `rawResponseSchema: envelope(dataSchema)` and `transformResponse: unwrap`, so RTK Query validates the
 * answer before anything reaches the cache; a failure becomes the error of api.ts's catchSchemaFailure.
 */
export function envelope<T extends z.ZodMiniType>(data: T) {
  return z.object({
    code: z.string(),
    message: z.optional(z.string()),
    data,
    serverTime: z.optional(z.number()),
  });
}

export function unwrap<T>(answer: { data: T }): T {
  return answer.data;
}

/** For answers whose data the client does not use (logout, heartbeat). */
export const anyEnvelope = envelope(z.unknown());
