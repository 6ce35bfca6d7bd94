import { expect } from 'vitest';

// The api tier's smoke journey over HTTP, for a server reached from outside (a balancer, a pooler,
// another process): a sales person signs in, finds the list, builds a quote with a hotel, sends it,
// reads it back, and signs out. Each step asserts what the web app reads of its answer.

async function call(base: string, method: string, url: string, token?: string, body?: object) {
  const res = await fetch(`${base}${url}`, {
    method,
    headers: {
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(body ? { 'content-type': 'application/json' } : {}),
    },
    body: body ? JSON.stringify(body) : undefined,
  });
  return { status: res.status, body: (await res.json().catch(() => undefined)) as Record<string, never> };
}

export async function smokeJourney(base: string, title: string): Promise<void> {
  expect((await fetch(`${base}/ready`)).status).toBe(200);
  const login = await call(base, 'POST', '/tenant/login', undefined, {
    email: 'operator@itinera.demo',
    password: 'itinera-demo',
  });
  expect(login.status).toBe(200);
  const token = login.body.token as string;
  const list = await call(base, 'GET', '/tenant/itinerary?limit=5', token);
  expect(list.status).toBe(200);
  expect((list.body.meta as { total: number }).total).toBeGreaterThan(0);
  const created = await call(base, 'POST', '/tenant/itinerary', token, {
    title,
    start_date: '2027-08-01',
    end_date: '2027-08-04',
    num_pax: 2,
  });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  const uuid = (created.body.data as { uuid: string }).uuid;
  const found = await call(base, 'GET', '/tenant/services?name=Casa%20Miraflores%20Boutique', token);
  const hotel = (found.body.data as { id: number }[])[0]!.id;
  const added = await call(base, 'POST', `/tenant/itinerary/services/${uuid}`, token, {
    services: [{ service_id: hotel, day: '1-3', level: 1 }],
  });
  expect(added.status, JSON.stringify(added.body)).toBe(200);
  const sent = await call(base, 'POST', `/tenant/itinerary/status/${uuid}/4`, token);
  expect(sent.status, JSON.stringify(sent.body)).toBe(200);
  const detail = await call(base, 'GET', `/tenant/itinerary/${uuid}`, token);
  expect(detail.status).toBe(200);
  expect(detail.body.data).toMatchObject({ title: { value: title }, status: { id: 4 } });
  const again = await call(base, 'GET', `/tenant/itinerary?limit=5&title=${encodeURIComponent(title)}`, token);
  expect((again.body.data as { id: string }[]).map((q) => q.id)).toContain(uuid);
  expect((await call(base, 'POST', '/tenant/logout', token)).status).toBe(200);
  // The process that signed out drops the session at once; another one when the sign-out's
  // notification reaches it, just after the commit (decisions 0009, 0080): the next call, sent to
  // that process by the balancer, may come first (CI run 101, under load). Within a second, then.
  const signedOut = Date.now();
  let status = (await call(base, 'GET', '/tenant/user', token)).status;
  while (status === 200 && Date.now() - signedOut < 1_000) {
    await new Promise((resolve) => setTimeout(resolve, 20));
    status = (await call(base, 'GET', '/tenant/user', token)).status;
  }
  expect(status).toBe(401);
}
