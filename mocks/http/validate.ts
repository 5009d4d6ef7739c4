import type * as z from 'zod';
import { SimError } from '../domain/errors';

/** Parses a request body; the first problem becomes a 400 VALIDATION_ERROR naming the field. */
export function validate<S extends z.ZodType>(schema: S, value: unknown): z.output<S> {
  const parsed = schema.safeParse(value);
  if (parsed.success) return parsed.data;
  const issue = parsed.error.issues[0];
  const field = issue === undefined || issue.path.length === 0 ? 'body' : issue.path.join('.');
  throw new SimError(400, 'VALIDATION_ERROR', `${field}: ${issue?.message ?? 'invalid'}`);
}
