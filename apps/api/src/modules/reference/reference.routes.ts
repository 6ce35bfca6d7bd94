import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { QUOTE_STATUSES, ROOM_TYPE_ROWS } from '@itinera/domain';
import {
  clientContractListResponseSchema,
  idParamSchema,
  itineraryDestinationsResponseSchema,
  referenceItemResponseSchema,
  referenceListQuerySchema,
  roomTypesResponseSchema,
  referenceListResponseSchema,
  WHOLE_LIST_CAP,
} from '@itinera/domain/contracts';
import type { ClientContract } from '@itinera/domain/contracts';
import type { Database } from '../../db/client';
import { notFound } from '../../lib/app-error';
import { paged } from '../../lib/paging';
import { errorResponses, security } from '../../lib/route-schema';
import { authenticate, currentUser } from '../../plugins/auth';
import { REFERENCE_LISTS } from './reference-lists.repository';
import { referenceRepository } from './reference.repository';
import { visibleRow } from './reference-rows';
import { itineraryDestinations } from './itinerary-destinations.repository';

const errors = errorResponses(400, 401, 404);
const STATUS_DESCRIPTIONS: Record<number, string> = {
  1: 'The quote is being prepared; prices follow the catalogue.',
  4: 'The quote was sent to the client; prices are locked.',
  2: 'The client confirmed the trip.',
  3: 'The client declined, or the quote was withdrawn.',
  5: 'The quote is being reviewed; prices are locked.',
  6: 'The template is ready to be sold.',
  7: 'The template is ready to be published.',
  8: 'The template is published.',
  9: 'The template was unpublished.',
};
const statusRows = QUOTE_STATUSES.map((s) => ({
  id: s.id,
  name: s.name,
  acronym: s.acronym,
  description: STATUS_DESCRIPTIONS[s.id] ?? '',
}));

/**
 * The catalogue lists the original client caches for a day (docs/domain/original-client.md#catalogue-lists): it sends
 * `limit=10` (or 20) yet expects every row and never asks for page 2. These lists ignore the
 * `limit` sent and answer every row, up to WHOLE_LIST_CAP (meta.per_page says so). Other lists
 * (locations, sales manuals, served destinations) page as asked.
 */
const WHOLE_LISTS = new Set([
  '/tenant/clients',
  '/tenant/clients/contract/',
  '/tenant/currency',
  '/tenant/language',
  '/tenant/location/countries',
  '/tenant/location/destinations',
  '/tenant/service_types',
  '/tenant/tags',
  '/tenant/services_tags',
  '/tenant/itineraries_tags',
  '/tenant/itinerary-tags',
  '/tenant/service-categories',
]);
/** Lists whose rows have a contract of their own (the others answer open rows). */
const ROW_RESPONSES: Record<string, typeof referenceListResponseSchema | typeof clientContractListResponseSchema> = {
  '/tenant/clients/contract/': clientContractListResponseSchema,
};
const listResponseOf = (path: string) => ROW_RESPONSES[path] ?? referenceListResponseSchema;
const limitOf = (list: { path: string; defaultLimit: number }, asked: number | undefined) =>
  WHOLE_LISTS.has(list.path) ? WHOLE_LIST_CAP : (asked ?? list.defaultLimit);

/** Every catalogue list of the spec (GET, paged with page, limit, search and name). */
export function referenceRoutes(database: Database) {
  return async (app: FastifyInstance) => {
    app.addHook('onRequest', authenticate(database));
    const r = app.withTypeProvider<ZodTypeProvider>();

    for (const list of REFERENCE_LISTS) {
      r.get(
        list.path,
        {
          schema: {
            tags: ['reference'],
            summary: list.summary,
            security,
            querystring: referenceListQuerySchema,
            response: { 200: listResponseOf(list.path), ...errors },
          },
        },
        async (request) => {
          const user = currentUser(request);
          const limit = limitOf(list, request.query.limit);
          const { rows, total } = await database.withTenant(user.tenantId, (tx) =>
            referenceRepository.list(tx, list, user.tenantId, user, request.query, limit),
          );
          return paged(
            request,
            rows.map((row) => visibleRow(list, user, row)),
            total,
            request.query.page,
            limit,
          );
        },
      );
      if (list.itemPath) {
        r.get(
          list.itemPath,
          {
            schema: {
              tags: ['reference'],
              summary: `${list.summary}: one`,
              security,
              params: idParamSchema,
              response: { 200: referenceItemResponseSchema, ...errors },
            },
          },
          async (request) => {
            const user = currentUser(request);
            const row = await database.withTenant(user.tenantId, (tx) =>
              referenceRepository.get(tx, list, user.tenantId, user, request.params.id),
            );
            if (!row) throw notFound('This item');
            return { data: visibleRow(list, user, row) };
          },
        );
      }
    }

    r.get(
      '/tenant/clients/contract/:client',
      {
        schema: {
          tags: ['reference'],
          summary: 'Contracts of one client',
          security,
          params: idParamSchema.extend({ client: idParamSchema.shape.id }).omit({ id: true }),
          querystring: referenceListQuerySchema,
          response: { 200: clientContractListResponseSchema, ...errors },
        },
      },
      async (request) => {
        const user = currentUser(request);
        const list = REFERENCE_LISTS.find((l) => l.path === '/tenant/clients/contract/')!;
        const query = { ...request.query, client: request.params.client };
        const limit = limitOf(list, query.limit);
        const { rows, total } = await database.withTenant(user.tenantId, (tx) =>
          referenceRepository.list(tx, list, user.tenantId, user, query, limit),
        );
        // The rows are the list's SELECT, whose columns are the contract's fields.
        return paged(request, rows as ClientContract[], total, query.page, limit);
      },
    );

    r.get(
      '/tenant/itinerary-destinations',
      {
        schema: {
          tags: ['reference'],
          summary: 'Countries the company sells or quotes, with their quote and service counts (a bare array)',
          security,
          response: { 200: itineraryDestinationsResponseSchema, ...errors },
        },
      },
      async (request) => {
        const user = currentUser(request);
        return database.withTenant(user.tenantId, (tx) => itineraryDestinations(tx, user.tenantId, user));
      },
    );

    // The room types the spec's screens read (spec 02 §3 room fields), the whole list as the
    // catalogue lists answer it (docs/domain/rooms.md#room-types).
    r.get(
      '/tenant/room-types',
      {
        schema: {
          tags: ['reference'],
          summary: 'Room types with the spec’s room fields',
          security,
          querystring: referenceListQuerySchema,
          response: { 200: roomTypesResponseSchema, ...errors },
        },
      },
      async () => ({ data: ROOM_TYPE_ROWS }),
    );

    r.get(
      '/tenant/statuses_itinerary',
      {
        schema: {
          tags: ['reference'],
          summary: 'Quote statuses',
          security,
          response: {
            200: referenceItemResponseSchema.extend({ data: referenceListResponseSchema.shape.data }),
            ...errors,
          },
        },
      },
      async () => ({ data: statusRows }),
    );
    r.get(
      '/tenant/statuses_itinerary/:id',
      {
        schema: {
          tags: ['reference'],
          summary: 'One quote status',
          security,
          params: idParamSchema,
          response: { 200: referenceItemResponseSchema, ...errors },
        },
      },
      async (request) => {
        const row = statusRows.find((s) => s.id === request.params.id);
        if (!row) throw notFound('This status');
        return { data: row };
      },
    );
  };
}
