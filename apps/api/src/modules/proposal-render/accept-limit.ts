import type { FastifyRequest } from 'fastify';
import { clientAddress, type LimitOptions } from '../../plugins/limits';

/**
 * The client's accepts of one proposal from one address: the JSON call (the page's script) and the
 * plain HTML form (no JS) count on this one counter, so neither way around the other (decision 0053).
 */
export const ACCEPT_LIMIT: LimitOptions = {
  name: 'proposal-accept',
  max: 10,
  timeWindow: '1 hour',
  keyGenerator: (request: FastifyRequest) =>
    `${clientAddress(request)}:${(request.params as { code?: string }).code ?? ''}`,
};
