import { isIP } from 'node:net';
import { z } from 'zod';

const isPrefix = (bits: string, version: number) =>
  /^\d{1,3}$/.test(bits) && Number(bits) <= (version === 4 ? 32 : 128);

// proxy-addr's names for ranges, as Fastify's trustProxy takes them.
const PROXY_RANGES = new Set(['loopback', 'linklocal', 'uniquelocal']);
const isProxy = (entry: string) => {
  if (PROXY_RANGES.has(entry)) return true;
  const [address = '', bits, extra] = entry.split('/');
  const version = isIP(address);
  if (!version || extra !== undefined) return false;
  return bits === undefined || isPrefix(bits, version);
};

// An entry of OUTBOUND_ALLOW_INTERNAL: an IP, a CIDR range, or a host name (its last label not a number).
const isAllowEntry = (entry: string) => {
  const [address = '', bits, extra] = entry.split('/');
  const version = isIP(address);
  if (version) return extra === undefined && (bits === undefined || isPrefix(bits, version));
  return bits === undefined && /^([a-z0-9]([a-z0-9-]*[a-z0-9])?\.)*[a-z]([a-z0-9-]*[a-z0-9])?\.?$/.test(entry);
};

const optionalText = () =>
  z
    .string()
    .optional()
    .or(z.literal('').transform(() => undefined));

// Every setting the process reads, parsed once at start; nothing else reads process.env.
const configSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'DATABASE_URL must start with postgres:// or postgresql://')
    .optional()
    .or(z.literal('').transform(() => undefined)),
  // Set when DATABASE_URL is a transaction-mode pooler (pgbouncer): what needs a session of its own —
  // LISTEN/NOTIFY, the migrations' advisory lock, the read pool's per-connection tenant and prepared
  // statements — goes here, straight to PostgreSQL (decision 0080).
  DATABASE_SESSION_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'DATABASE_SESSION_URL must start with postgres:// or postgresql://')
    .optional()
    .or(z.literal('').transform(() => undefined)),
  // A streaming replica the reports read from (they tolerate its lag; decision 0080).
  DATABASE_READ_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'DATABASE_READ_URL must start with postgres:// or postgresql://')
    .optional()
    .or(z.literal('').transform(() => undefined)),
  // Which of the WORKERS processes this is (scripts/api-cluster.mjs sets it; 1 alone).
  ITINERA_WORKER: z.coerce.number().int().min(1).default(1),
  DEFAULT_TENANT: z.string().min(1).default('demo'),
  // Tenants GET /tenant/list names to anyone, beside the tenant of the asking host (comma-separated short names).
  PUBLIC_TENANTS: z
    .string()
    .default('')
    .transform((v) =>
      v
        .split(',')
        .map((s) => s.trim().toLowerCase())
        .filter(Boolean),
    ),
  PUBLIC_URL: z
    .string()
    .url()
    .optional()
    .or(z.literal('').transform(() => undefined)),
  SMTP_URL: z
    .string()
    .optional()
    .or(z.literal('').transform(() => undefined)),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  SEED_DEMO: z
    .enum(['0', '1', 'true', 'false'])
    .optional()
    .transform((v) => (v === undefined ? undefined : v === '1' || v === 'true')),
  CORS_ORIGINS: z.string().default(''),
  WEB_DIST: z.string().optional(),
  TOKEN_TTL_HOURS: z.coerce.number().positive().default(12),
  // Rate limits (per 15 minutes unless named otherwise): sign-in attempts per e-mail and IP,
  // public auth calls per IP, contact requests per IP per hour, feedback messages per user per hour.
  RATE_LIMIT_LOGIN: z.coerce.number().int().positive().default(10),
  RATE_LIMIT_IP: z.coerce.number().int().positive().default(300),
  RATE_LIMIT_CONTACT: z.coerce.number().int().positive().default(5),
  RATE_LIMIT_FEEDBACK: z.coerce.number().int().positive().default(20),
  // The proxies whose X-Forwarded-For/-Proto/-Host are believed (request.ip, request.protocol):
  // addresses, CIDR ranges or loopback/linklocal/uniquelocal, comma-separated. Empty: nobody, so
  // no header a client sends can choose its rate-limit key. Fastify 5 takes a hop count as "trust
  // nobody", so none is offered.
  TRUST_PROXY: z
    .string()
    .default('')
    .transform((v) =>
      v
        .split(',')
        .map((p) => p.trim())
        .filter(Boolean),
    )
    .refine(
      (list) => list.every(isProxy),
      'TRUST_PROXY lists proxy addresses or CIDR ranges (e.g. 10.0.0.1,10.1.0.0/16) or loopback, linklocal, uniquelocal',
    ),
  // Seconds a background job may run before it counts as lost and is tried again: the jobs a
  // killed process was running come back after this (jobs/queue.ts, decision 0021).
  JOB_EXPIRE_SECONDS: z.coerce.number().int().min(2).max(86_399).default(300),
  // Booking requests (decision 0033): hours after which an unanswered request is reminded once,
  // and days a supplier's link stays valid.
  BOOKING_REMINDER_HOURS: z.coerce
    .number()
    .positive()
    .max(24 * 60)
    .default(48),
  BOOKING_LINK_DAYS: z.coerce.number().int().min(1).max(365).default(30),
  // Days the signed link to a quote's vouchers zip, mailed to the client, stays valid (decision 0054).
  VOUCHER_LINK_DAYS: z.coerce.number().int().min(1).max(90).default(7),
  // An OpenAI-compatible chat endpoint for quote descriptions (the built-in template otherwise).
  LLM_URL: z
    .string()
    .url()
    .optional()
    .or(z.literal('').transform(() => undefined)),
  LLM_MODEL: z.string().default('gpt-4o-mini'),
  LLM_API_KEY: z
    .string()
    .optional()
    .or(z.literal('').transform(() => undefined)),
  // Check every answer against its zod contract before sending it (the api tests do): it costs
  // ~3 ms on a large quote's process answer, so by default the contracts are compiled instead
  // (plugins/serializer.ts, docs/decisions/0015-api-hot-path.md).
  // Pages of the quote list remembered per process while LISTEN/NOTIFY is heard (decision 0017); 'off' for comparison benches.
  QUOTE_PAGE_CACHE: z
    .enum(['on', 'off'])
    .default('on')
    .transform((v) => v === 'on'),
  // The key export targets' secrets are encrypted with (AES-256-GCM, lib/secret-box.ts, decision 0035): 32 bytes as
  // 64 hex characters or base64. Unset, a fixed development key is used, and server.ts warns when NODE_ENV is production.
  EXPORT_SECRET_KEY: z
    .string()
    .optional()
    .or(z.literal('').transform(() => undefined))
    .refine(
      (v) => v === undefined || /^[0-9a-fA-F]{64}$/.test(v) || Buffer.from(v, 'base64').length === 32,
      'EXPORT_SECRET_KEY is 32 bytes: 64 hex characters or base64',
    ),
  NODE_ENV: z.string().default('development'),
  // A webhook export's try waits this long for the receiver's answer; a failed try is retried after
  // EXPORT_RETRY_DELAY_SECONDS, doubled at each try (decision 0035).
  EXPORT_TIMEOUT_MS: z.coerce.number().int().min(100).max(120_000).default(10_000),
  EXPORT_RETRY_DELAY_SECONDS: z.coerce.number().int().min(1).max(3600).default(2),
  // Internal addresses that addresses users give (webhook targets) may reach all the same: IPs, CIDR ranges
  // or host names, comma-separated (lib/outbound-address.ts, decision 0052). Empty: public addresses only.
  OUTBOUND_ALLOW_INTERNAL: z
    .string()
    .default('')
    .transform((v) =>
      v
        .split(',')
        .map((p) =>
          p
            .trim()
            .toLowerCase()
            .replace(/^\[(.*)\]$/, '$1'),
        )
        .filter(Boolean),
    )
    .refine(
      (list) => list.every(isAllowEntry),
      'OUTBOUND_ALLOW_INTERNAL lists IPs, CIDR ranges or host names (e.g. 10.1.0.0/16,erp.internal)',
    ),
  // The file store (storage/file-store.ts, docs/domain/assets.md#storage): DATA_DIR/store unless S3_BUCKET names an
  // S3-compatible bucket; S3_ENDPOINT for a server other than AWS (path-style addresses then, unless S3_FORCE_PATH_STYLE=0).
  S3_BUCKET: optionalText(),
  S3_ENDPOINT: z
    .string()
    .url()
    .optional()
    .or(z.literal('').transform(() => undefined)),
  S3_REGION: z.string().min(1).default('us-east-1'),
  S3_ACCESS_KEY_ID: optionalText(),
  S3_SECRET_ACCESS_KEY: optionalText(),
  S3_FORCE_PATH_STYLE: z
    .enum(['0', '1', 'true', 'false'])
    .default('1')
    .transform((v) => v === '1' || v === 'true'),
  S3_PREFIX: optionalText(),
  // Who may read /metrics (decision 0070): set, a caller sending `Authorization: Bearer <token>`
  // from anywhere; unset, callers on this machine only (loopback).
  METRICS_TOKEN: optionalText().refine(
    (v) => v === undefined || v.length >= 16,
    'METRICS_TOKEN is at least 16 characters',
  ),
  CHECK_RESPONSES: z
    .enum(['0', '1', 'true', 'false'])
    .default('0')
    .transform((v) => v === '1' || v === 'true'),
});

export type Config = z.infer<typeof configSchema>;

export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const parsed = configSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid configuration:\n${lines.join('\n')}`);
  }
  return parsed.data;
}

/** Test and tooling helper: a full config from a few overrides. */
export function configFrom(overrides: Partial<Record<keyof Config, string>>): Config {
  return loadConfig({ ...overrides });
}
