// Reading the API's answers in tests: `{data}` checked against its contract schema, `{error}` against
// the error shape of spec shell §8.
import { expect } from 'vitest';
import type * as z from 'zod/mini';
import { ApiErrorResponse } from '@mercato/contracts';

export interface ErrorBody {
  code: string;
  type: string;
  title?: string;
  message: string;
  entityErrors?: { field: string; message: string }[];
  retryAfter?: number;
}

/** The `data` of a 200 answer, parsed with `schema` (the assertion message shows what differed). */
export async function dataOf<S extends z.ZodMiniType>(res: Response, schema: S): Promise<z.infer<S>> {
  const body = await res.json();
  expect(res.status, JSON.stringify(body).slice(0, 500)).toBe(200);
  const parsed = schema.safeParse((body as { data: unknown }).data);
  expect(parsed.success, parsed.success ? '' : JSON.stringify(parsed.error.issues.slice(0, 3))).toBe(true);
  return (body as { data: z.infer<S> }).data;
}

/** The `error` of an answer in the error shape; with `status`, the answer must have that status. */
export async function errorOf(res: Response, status?: number): Promise<ErrorBody> {
  const body = await res.json();
  if (status !== undefined) expect(res.status, JSON.stringify(body)).toBe(status);
  expect(ApiErrorResponse.safeParse(body).success, JSON.stringify(body)).toBe(true);
  return (body as { error: ErrorBody }).error;
}
