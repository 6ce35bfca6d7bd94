import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { imageRefSchema, idParamValueSchema } from '@itinera/domain/contracts';
import type { Database } from '../../db/client';
import { locationPhotosRepository } from './location-photos.repository';
import { notFound } from '../../lib/app-error';
import { routeDoc, standardErrors } from '../../lib/route-schema';
import { authenticate, currentUser, requireCatalogueAdmin } from '../../plugins/auth';

// Destination pictures (decision 0063, docs/domain/assets.md#destination-pictures): the picture a
// tenant shows for a country or a destination, on the home tiles and in the itinerary destinations (C12).

const photoSchema = z.object({
  location_id: z.number().int(),
  location_code: z.string(),
  location_name: z.string(),
  image: z.string(),
});
const listSchema = z.object({ data: z.array(photoSchema) });
const bodySchema = z.object({ image: imageRefSchema().nullable() });

export function locationPhotosRoutes(database: Database) {
  return async (app: FastifyInstance) => {
    app.addHook('onRequest', authenticate(database));
    const r = app.withTypeProvider<ZodTypeProvider>();
    const doc = routeDoc(['assets']);
    const list = (tenantId: number) =>
      database.withTenant(tenantId, (tx) => locationPhotosRepository.list(tx, tenantId));

    r.get(
      '/tenant/location-photos',
      doc('The pictures of countries and destinations (the home tiles)', {
        response: { 200: listSchema, ...standardErrors },
      }),
      async (request) => ({ data: await list(currentUser(request).tenantId) }),
    );
    r.put(
      '/tenant/location-photos/:id',
      doc("Set (or, with null, remove) a country's or a destination's picture (admin)", {
        params: z.object({ id: idParamValueSchema }),
        body: bodySchema,
        response: { 200: listSchema, ...standardErrors },
      }),
      async (request) => {
        const user = currentUser(request);
        requireCatalogueAdmin(user);
        const { id } = request.params;
        await database.withTenant(user.tenantId, async (tx) => {
          if (!(await locationPhotosRepository.placeExists(tx, id))) throw notFound('This place');
          await locationPhotosRepository.set(tx, user.tenantId, id, request.body.image);
        });
        return { data: await list(user.tenantId) };
      },
    );
  };
}
