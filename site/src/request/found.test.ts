import { describe, expect, it } from 'vitest';
import { HttpError } from '@mercato/server';
import { foundOrNull } from './found.ts';

const failing = (status: number) => async () => {
  throw new HttpError(status, { code: String(status), type: 'ALERT', message: 'x' });
};

describe('foundOrNull', () => {
  it('gives the value found', async () => {
    expect(await foundOrNull(async () => 42)).toBe(42);
  });
  it('is null for another customer’s or no such thing (404) and for an id that is none (400)', async () => {
    expect(await foundOrNull(failing(404))).toBeNull();
    expect(await foundOrNull(failing(400))).toBeNull();
  });
  it('throws any other failure', async () => {
    await expect(foundOrNull(failing(401))).rejects.toBeInstanceOf(HttpError);
    await expect(foundOrNull(async () => Promise.reject(new Error('db down')))).rejects.toThrow('db down');
  });
});
