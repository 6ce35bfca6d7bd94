import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signIn, type TestContext } from '../../test/helper';
import { inject, type Headers } from '../../test/quote-services.fixtures';
import { originalClientHeaders } from '../../test/original-client';
import { demoIds } from '../modules/requests/requests.fixtures';

// Decisions 0064 and 0067, the request form: R2 answers `contract` whose `id` the client binds to its
// contract select. The demo's requests carry their client's contract; a request with none answers
// `{id: null, name: ''}` (a blank select), never null, which the client cannot read.

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

let ctx: TestContext;
let headers: Headers;

beforeAll(async () => {
  ctx = await createTestApp();
  headers = originalClientHeaders((await signIn(ctx.app, 'admin@itinera.demo')).headers);
});
afterAll(() => ctx.close());

describe('R2 GET /tenant/files/{id}: `contract` as the request form reads it', () => {
  it('names a contract on every demo request, one of its client’s', async () => {
    const list = await inject(
      ctx,
      'GET',
      '/tenant/files?page=1&limit=100&code=&title=&stage=&client=&creation=',
      headers,
    );
    expect(list.statusCode).toBe(200);
    const rows = list.json().data as Json[];
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) {
      const one = await inject(ctx, 'GET', `/tenant/files/${row.id}`, headers);
      expect(one.statusCode).toBe(200);
      const request = one.json();
      // A direct client's request (the demo's sales history has some) names no contract, as the form reads it.
      if (!request.client?.id) {
        expect(request.contract, request.title).toEqual({ id: null, name: '' });
        continue;
      }
      expect(request.contract, request.title).toMatchObject({ id: expect.any(Number), name: expect.any(String) });
      const contracts = await inject(
        ctx,
        'GET',
        `/tenant/clients/contract/${request.client.id}?id=${request.client.id}&contract_id=${request.contract.id}&page=1&limit=10&search=&name=`,
        headers,
      );
      expect(contracts.json().data.map((c: Json) => c.contract_id)).toContain(request.contract.id);
    }
  });

  it('answers a request made without a contract with contract {id: null}, not null', async () => {
    const { andean } = await demoIds(ctx);
    const made = await inject(ctx, 'POST', '/tenant/files', headers, {
      client_id: andean,
      contract_id: null,
      code: '',
      title: 'No contract yet',
      stage_id: 1,
      tags: [],
    });
    expect(made.statusCode, made.body.slice(0, 300)).toBe(201);
    const read = (await inject(ctx, 'GET', `/tenant/files/${made.json().id}`, headers)).json();
    expect(read.contract).toEqual({ id: null, name: '' });
  });
});

// Decision 0067: R4 sends R3's body plus `id` (original-client.md §9), so `code` follows R3's format: a
// request code (F then letters or digits, any case), '' or null for "keep it" (what the create form
// sends), the whole request sent back by the stage auto-update changes nothing. A rename that is not
// a request code is refused with the sentence the client toasts (`errors.data`).
describe('R4 PUT /tenant/files/{id}: the request code format', () => {
  it('keeps the code for an empty or same code, renames to a request code in any case, refuses anything else', async () => {
    const { andean } = await demoIds(ctx);
    const body = { client_id: andean, contract_id: null, title: 'Code format', stage_id: 1, tags: [] };
    const made = (await inject(ctx, 'POST', '/tenant/files', headers, { ...body, code: '' })).json();
    const put = (code: unknown) =>
      inject(ctx, 'PUT', `/tenant/files/${made.id}`, headers, { ...body, id: made.id, code });
    for (const code of ['', null, made.code.toLowerCase(), ` ${made.code} `]) {
      const same = await put(code);
      expect(same.statusCode, `${code}: ${same.body.slice(0, 200)}`).toBe(200);
      expect(same.json().code).toBe(made.code);
    }
    const renamed = await put('fcodefmt1');
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json().code).toBe('FCODEFMT1');
    expect((await inject(ctx, 'GET', `/tenant/files/${made.id}`, headers)).json().code).toBe('FCODEFMT1');
    const refused = await put('I02-CF08AL');
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors.data).toMatch(/is not a request code/);
  });
});
