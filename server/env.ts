import { z } from 'zod';

const port = z.coerce.number().int().min(0).max(65535);
const positiveMs = z.coerce.number().int().positive();

// `trust proxy` decides which address the rate limiter sees. `true` would trust any
// X-Forwarded-For a client sends, so only a hop count or an address list is accepted.
const trustProxy = z
  .string()
  .trim()
  .refine((v) => v.toLowerCase() !== 'true', 'must be a hop count or a list of proxy addresses, never "true"')
  .transform((v): number | string | false => {
    if (v === '' || v.toLowerCase() === 'false') return false;
    return /^\d+$/.test(v) ? Number(v) : v;
  });

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  HOST: z.string().trim().min(1).optional(),
  PORT: port.default(3000),
  PURITY_API_URL: z
    .url({ protocol: /^https?$/, error: 'must be an http(s) URL such as https://backend.example.com' })
    .transform((v) => v.replace(/\/+$/, ''))
    .optional(),
  /** Public origin for canonical URLs and the sitemap; defaults to the request's own host. */
  SITE_URL: z
    .url({ protocol: /^https?$/, error: 'must be an http(s) URL such as https://www.example.com' })
    .transform((v) => v.replace(/\/+$/, ''))
    .optional(),
  MOCK_PORT: port.default(4010),
  UPSTREAM_TIMEOUT_MS: positiveMs.default(10_000),
  RATES_TTL_MS: positiveMs.default(60_000),
  LEAD_RATE_LIMIT: z.coerce.number().int().min(0).default(10),
  TRUST_PROXY: trustProxy.default(false),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
});

export type Env = z.infer<typeof envSchema>;

export class EnvError extends Error {
  override name = 'EnvError';
}

/** Reads the environment once at start-up; a bad value stops the process with a readable list. */
export function loadEnv(source: NodeJS.ProcessEnv = process.env): Env {
  // Empty strings mean "unset" for every variable, as shells and .env files often leave them.
  const cleaned = Object.fromEntries(Object.entries(source).filter(([, v]) => v !== undefined && v !== ''));
  const result = envSchema.safeParse(cleaned);
  if (result.success) return result.data;
  const lines = result.error.issues.map((issue) => {
    const name = issue.path.join('.');
    return `  ${name}=${JSON.stringify(source[name] ?? '')}: ${issue.message}`;
  });
  throw new EnvError(`Invalid environment:\n${lines.join('\n')}`);
}
