import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  roomDistributionBodySchema,
  roomDistributionQuerySchema,
  roomDistributionResponseSchema,
} from '@itinera/domain/contracts';
import type { Database } from '../../db/client';
import { errorResponses, security } from '../../lib/route-schema';
import { authenticate, currentUser } from '../../plugins/auth';
import { distributeRooms } from './prices.service';

const errors = errorResponses(400, 401, 403, 404, 422);

/** docs/domain/pricing.md#catalogue-prices: room distribution (a catalogue service's own price is catalogue/service-price.routes.ts). */
export function pricesRoutes(database: Database) {
  return async (app: FastifyInstance) => {
    app.addHook('onRequest', authenticate(database));
    const r = app.withTypeProvider<ZodTypeProvider>();

    r.post(
      '/tenant/room_distribution',
      {
        schema: {
          tags: ['pricing'],
          summary:
            'Room distribution of hotels and packages for a party, with limits, states and (calculate_prices=1) prices',
          security,
          querystring: roomDistributionQuerySchema,
          body: roomDistributionBodySchema,
          response: { 200: roomDistributionResponseSchema, ...errors },
        },
      },
      async (request) => {
        const user = currentUser(request);
        const data = await database.withTenant(user.tenantId, (tx) =>
          distributeRooms(tx, user, request.body, request.query),
        );
        return { data: data as never };
      },
    );
  };
}
