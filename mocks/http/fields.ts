import * as z from 'zod';
import { SYMBOLS } from '../domain/symbols';

/** Shared request-body fields. Unknown extra fields are ignored. */
export const id = z.number().int().min(1).max(Number.MAX_SAFE_INTEGER);
export const amount = z
  .number()
  .int('must be an integer count of minor units')
  .min(1, 'must be positive')
  .max(Number.MAX_SAFE_INTEGER, 'is too large');
export const symbol = z.enum(SYMBOLS);
export const text = (max: number) => z.string().max(max);
export const phoneNumber = z.string().regex(/^[0-9+]{6,20}$/, 'must be 6–20 digits');
export const password = z.string().min(1).max(128);
export const limit = z.number().int().min(1).max(100);
/** 1-based page number (the contract's `pageSize`, spec §9: 1 for plain reports). */
export const page1 = z.number().int().min(1).max(1_000_000);
/** 0-based page number (`pageSize` of the header reports, spec §9: 0). */
export const page0 = z.number().int().min(0).max(1_000_000);
export const looseId = z.union([z.string().max(200), z.number()]);
