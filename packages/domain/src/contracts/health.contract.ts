import { z } from 'zod';

export const healthResponseSchema = z.object({
  status: z.enum(['ok', 'degraded']),
  database: z.object({ ok: z.boolean(), kind: z.enum(['pglite', 'postgres']), latency_ms: z.number() }),
  version: z.string(),
  uptime_s: z.number(),
});
export type HealthResponse = z.infer<typeof healthResponseSchema>;
