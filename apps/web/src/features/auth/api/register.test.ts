import { afterEach, describe, expect, it, vi } from 'vitest';
import { register } from './register';

// Spec 01 §5 / spec 02 §5: registration sends role 1 and the password repeated as its
// confirmation; the form's own confirmation field is checked on screen, before the call.

afterEach(() => vi.unstubAllGlobals());

describe('sign-up', () => {
  it('sends the password as its own confirmation, with role 1', async () => {
    const bodies: unknown[] = [];
    vi.stubGlobal('fetch', async (_url: string, init: RequestInit) => {
      bodies.push(JSON.parse(String(init.body)));
      return Response.json({ data: { user: {}, tenant: {} } }, { status: 201 });
    });
    await register({
      name: 'Lucía Quispe',
      company: 'Inka Routes',
      email: 'lucia@inkaroutes.pe',
      password: 'machu-1911',
    });
    expect(bodies).toEqual([
      {
        name: 'Lucía Quispe',
        company: 'Inka Routes',
        email: 'lucia@inkaroutes.pe',
        password: 'machu-1911',
        password_confirmation: 'machu-1911',
        role: 1,
      },
    ]);
  });
});
