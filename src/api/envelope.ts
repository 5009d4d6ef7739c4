import * as z from 'zod/mini';

/**
 * Every success answer is `{ code: "200", message, data, serverTime }` (docs/api.md). Endpoints declare
 * `rawResponseSchema: envelope(dataSchema)` and `transformResponse: unwrap`, so RTK Query validates the
 * answer before anything reaches the cache; a failure becomes the error of api.ts's catchSchemaFailure.
 * A 2xx answer with another code (a server that says no in the body) is not a success either.
 */
export function envelope<T extends z.ZodMiniType>(data: T) {
  return codedAnswer(z.literal('200'), data);
}

/** For the login flow, which reads a non-200 code itself: there it means "refused" (spec §5). */
export function anyCodeEnvelope<T extends z.ZodMiniType>(data: T) {
  return codedAnswer(z.string(), data);
}

function codedAnswer<C extends z.ZodMiniType<string>, T extends z.ZodMiniType>(code: C, data: T) {
  return z.object({
    code,
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
