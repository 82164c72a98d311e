// The catalogue of errors (errors.ts) is downloaded with the first failed answer. These tests run as if
// that download failed: a network failure and the anti-duplicate refusal need no catalogue; an HTTP
// error falls back to the generic server error, with its status.
import { describe, expect, it, vi } from 'vitest';
import { createRequest } from './request.ts';
import { ShopError } from './shop-error.ts';
import { fakeFetch, json, networkDown } from '@test-support/fake-shop.ts';

vi.mock('./errors.ts', () => {
  throw new TypeError('Failed to fetch dynamically imported module');
});

const GENERIC = 'Si è verificato un problema, si prega di riprovare più tardi';

async function rejection(p: Promise<unknown>): Promise<ShopError> {
  const err = await p.then(
    () => null,
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(ShopError);
  return err as ShopError;
}

describe('request() without the error catalogue', () => {
  it('makes the network failure error itself', async () => {
    const f = fakeFetch(networkDown());
    const err = await rejection(createRequest({ fetch: f.fetch, retries: 0 })('GET', 'config/env'));
    expect(err).toMatchObject({
      kind: 'server',
      status: -1,
      code: 'NETWORK',
      title: 'Errore',
      message: GENERIC,
      presentation: 'modal',
      redirectHome: true,
    });
    expect(err.cause).toBeInstanceOf(TypeError);
  });

  it('refuses a duplicate unsafe call', async () => {
    const f = fakeFetch(() => new Promise<Response>(() => {}));
    const request = createRequest({ fetch: f.fetch });
    void request('POST', 'auth/cart/add', { body: { id: 1 } });
    const err = await rejection(request('POST', 'auth/cart/add', { body: { id: 1 } }));
    expect(err).toMatchObject({
      kind: 'duplicate',
      status: 0,
      message: 'Operazione già avviata, aspettare il completamento e riprovare.',
    });
  });

  it('answers an HTTP error with the generic server error when the catalogue cannot be loaded', async () => {
    const f = fakeFetch(() => json(409, { error: { code: '409', type: 'ALERT', message: 'Già fatto' } }));
    const onError = vi.fn();
    const err = await rejection(
      createRequest({ fetch: f.fetch, onError })('PUT', 'auth/addresses/current', { body: {} }),
    );
    expect(err).toMatchObject({
      kind: 'server',
      status: 409,
      code: '409',
      title: 'Errore',
      message: GENERIC,
      presentation: 'modal',
    });
    expect(onError).toHaveBeenCalledWith(err, expect.objectContaining({ method: 'PUT' }));
  });
});
