import type { FastifyInstance } from 'fastify';
import { stripPriceFields } from '@itinera/domain';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { idParamSchema, priceBodySchema, priceQuerySchema, priceResponseSchema } from '@itinera/domain/contracts';
import type { Database } from '../../db/client';
import { AppError, notFound } from '../../lib/app-error';
import { errorResponses, security } from '../../lib/route-schema';
import { authenticate, currentUser, maySeeSearchedPrices } from '../../plugins/auth';
import { priceServices, visibilityOf } from '../prices/prices.service';
import { pricesCostsMargins } from './prices-costs-margins';
import { servicesRepository } from './services.repository';

const errors = errorResponses(400, 401, 403, 404, 422);

/**
 * S11: one catalogue service priced for dates, passengers and rooms (docs/domain/pricing.md#catalogue-prices).
 * It answers in the catalogue's shape (prices_costs_margins), so it lives with the catalogue, which
 * uses the prices module's engine: the dependency runs one way.
 */
export function servicePriceRoutes(database: Database) {
  return async (app: FastifyInstance) => {
    app.addHook('onRequest', authenticate(database));
    const r = app.withTypeProvider<ZodTypeProvider>();

    r.post(
      '/tenant/prices/:id',
      {
        schema: {
          tags: ['pricing'],
          summary:
            "Price a catalogue service for dates, passengers and rooms (sales manual: sm, else the contract's, else the one in force)",
          security,
          params: idParamSchema,
          querystring: priceQuerySchema,
          body: priceBodySchema,
          response: { 200: priceResponseSchema, ...errors },
        },
      },
      async (request) => {
        const user = currentUser(request);
        if (!maySeeSearchedPrices(user))
          throw new AppError('FORBIDDEN', 'You do not have permission to see prices in the catalogue search.');
        const v = visibilityOf(user);
        if (!v.canViewSale && !v.canViewCost)
          throw new AppError('FORBIDDEN', 'You do not have permission to see prices.');
        const q = request.query;
        const answer = await database.withTenant(user.tenantId, async (tx) => {
          const prices = await priceServices(tx, user, [request.params.id], {
            ...q,
            rooms: request.body.data.rooms,
            level: request.body.data.level,
          });
          const price = prices.get(request.params.id);
          if (!price) return undefined;
          const [currencySigns, suppliers] = await Promise.all([
            servicesRepository.currencySigns(tx),
            v.canViewCost ? servicesRepository.supplierServices(tx, user.tenantId, [request.params.id]) : [],
          ]);
          const parts = {
            price,
            numPax: q.num_pax,
            currencySigns,
            supplierCode: suppliers[0]?.code ?? '',
            visibility: v,
          };
          return { price, bare: stripPriceFields(pricesCostsMargins(parts), v) };
        });
        if (!answer) throw notFound('This service');
        // Bare for the original client (S11, its prices_costs_margins), and in `data` as before.
        const data = { service_id: request.params.id, ...answer.price };
        return { ...data, ...answer.bare, data } as never;
      },
    );
  };
}
