import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { idParamSchema } from '@itinera/domain/contracts';
import type { Database } from '../db/client';
import type { SessionUser } from '../identity/session-user';
import { type routeDoc, savedCreated, savedOk } from '../lib/route-schema';
import { currentUser } from './auth';

// The reference records' routes (clients, contracts, sales manuals, tags, categories) are the same
// four calls: GET, POST, PUT and DELETE of `<path>/:id`, each answering { data: saved item }. They
// are declared here once (decision 0107); a module gives its path, body, summaries and service calls.

type Call<A extends unknown[]> = (
  database: Database,
  user: SessionUser,
  ...args: A
) => Promise<Record<string, unknown>>;

export interface CrudRoutes<B extends z.ZodTypeAny> {
  /** The collection's path: POST on it, GET/PUT/DELETE on `<path>/:id`. */
  path: string;
  /** The body of POST and PUT. */
  body: B;
  /** Each call with its OpenAPI summary; a call left out is not declared. */
  get?: [summary: string, call: Call<[id: number]>];
  create?: [summary: string, call: Call<[body: z.infer<B>]>];
  update?: [summary: string, call: Call<[id: number, body: z.infer<B>]>];
  remove?: [summary: string, call: Call<[id: number]>];
}

/** Declares a record's calls in the order get, create, update, remove (the OpenAPI document's order). */
export function crudRoutes<B extends z.ZodTypeAny>(
  app: FastifyInstance,
  database: Database,
  doc: ReturnType<typeof routeDoc>,
  routes: CrudRoutes<B>,
): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const one = `${routes.path}/:id`;
  const { get, create, update, remove } = routes;
  if (get) {
    r.get(one, doc(get[0], { params: idParamSchema, response: savedOk }), async (request) => ({
      data: await get[1](database, currentUser(request), request.params.id),
    }));
  }
  if (create) {
    r.post(routes.path, doc(create[0], { body: routes.body, response: savedCreated }), async (request, reply) =>
      reply.status(201).send({ data: await create[1](database, currentUser(request), request.body as z.infer<B>) }),
    );
  }
  if (update) {
    r.put(one, doc(update[0], { params: idParamSchema, body: routes.body, response: savedOk }), async (request) => ({
      data: await update[1](database, currentUser(request), request.params.id, request.body as z.infer<B>),
    }));
  }
  if (remove) {
    r.delete(one, doc(remove[0], { params: idParamSchema, response: savedOk }), async (request) => ({
      data: await remove[1](database, currentUser(request), request.params.id),
    }));
  }
}
