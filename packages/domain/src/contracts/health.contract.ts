import { z } from 'zod';

export const healthResponseSchema = z.object({
  status: z.enum(['ok', 'degraded']),
  database: z.object({ ok: z.boolean(), kind: z.enum(['pglite', 'postgres']), latency_ms: z.number() }),
  version: z.string(),
  uptime_s: z.number(),
});
export type HealthResponse = z.infer<typeof healthResponseSchema>;

/** GET /ready: whether this process should get traffic (database reachable, every migration applied). */
export const readyResponseSchema = z.object({
  status: z.enum(['ready', 'not_ready']),
  database: z.object({ ok: z.boolean(), kind: z.enum(['pglite', 'postgres']) }),
  migrations: z.object({ ok: z.boolean(), applied: z.number().int(), expected: z.number().int() }),
});
export type ReadyResponse = z.infer<typeof readyResponseSchema>;
