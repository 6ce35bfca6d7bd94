import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { AppError } from '../../lib/app-error';

// Who may read /metrics (decision 0070). The figures name no person, but they tell load, routes
// and backlog to anyone: with METRICS_TOKEN set, only a caller sending it as a bearer token (a
// Prometheus on another machine); without, only callers on this machine. request.ip is the
// client's address as TRUST_PROXY allows it, so a balancer on loopback does not make every client local.
const LOOPBACK = /^(127\.\d+\.\d+\.\d+|::1|::ffff:127\.\d+\.\d+\.\d+)$/;

const digest = (text: string) => createHash('sha256').update(text).digest();

/** Throws the standard 401/403 unless the request may read /metrics. */
export function checkMetricsAccess(request: FastifyRequest, token: string | undefined): void {
  if (token === undefined) {
    if (!LOOPBACK.test(request.ip))
      throw new AppError('FORBIDDEN', 'Metrics are served on this machine only unless METRICS_TOKEN is set.');
    return;
  }
  const given = /^Bearer (.+)$/i.exec(request.headers.authorization ?? '')?.[1] ?? '';
  // Digests of equal length: the comparison takes the same time whatever was sent.
  if (!timingSafeEqual(digest(given), digest(token)))
    throw new AppError('UNAUTHENTICATED', 'Send the metrics token as a bearer token.');
}
