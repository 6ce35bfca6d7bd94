import { afterEach, describe, expect, it, vi } from 'vitest';
import { HttpError } from '../../../lib/http';
import { login } from './login';

// Spec 01 §7 and §8: sign-in succeeds only on HTTP 200; any other status, 201 included, is a refusal
// (decision 0057). Every other call still takes 200 and 201.

afterEach(() => vi.unstubAllGlobals());

const AUTH = {
  token: 't',
  user: { id: 1, name: 'Ana Admin', email: 'a@x', photo: null, external_code: null, roles: { data: [] } },
  permissions: [],
  user_type: { name: 'pro' },
};
const answer = (status: number) => vi.stubGlobal('fetch', async () => new Response(JSON.stringify(AUTH), { status }));

describe('sign-in', () => {
  it('succeeds on 200', async () => {
    answer(200);
    await expect(login({ email: 'a@x', password: 'secret-pass' })).resolves.toMatchObject({ token: 't' });
  });

  it('is refused on 201, like any status but 200', async () => {
    answer(201);
    const refused = await login({ email: 'a@x', password: 'secret-pass' }).catch((e: unknown) => e);
    expect(refused).toBeInstanceOf(HttpError);
    expect((refused as HttpError).status).toBe(201);
  });
});
