import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '../lib/app-error';

export interface LimitOptions {
  max: number;
  timeWindow: string;
  keyGenerator?: (request: FastifyRequest) => string;
}

/**
 * A preHandler that counts against one limit and answers 429 with the standard body past it.
 * Built on createRateLimit (not rateLimit) so several limits can guard one route: the plugin's
 * own hook marks the request after the first limit and skips the others.
 */
export function limit(app: FastifyInstance, options: LimitOptions) {
  const check = app.createRateLimit(options);
  return async (request: FastifyRequest) => {
    const result = await check(request);
    if (!result.isAllowed && result.isExceeded) {
      throw new AppError('RATE_LIMITED', `Too many attempts. Please try again in ${Math.max(1, result.ttlInSeconds)} seconds.`, undefined, undefined);
    }
  };
}
