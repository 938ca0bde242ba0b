import { isIP } from 'node:net';
import { z } from 'zod';
import { DEFAULT_MOCK_PORT, portNumber, wholeNumber } from '../shared/env-numbers';

// Node's timers hold at most 2^31-1 ms; a longer one fires at once (TimeoutOverflowWarning).
const positiveMs = wholeNumber(
  1,
  2_147_483_647,
  'a whole number of milliseconds from 1 to 2147483647 (about 24 days, the longest timer Node can set)',
);

// `trust proxy` decides which address the rate limiter sees. `true` would trust any
// X-Forwarded-For a client sends, so only a hop count or an address list is accepted.
// A list entry is an address, a CIDR range or one of proxy-addr's names; a range that
// covers every address (0.0.0.0/0, ::/0) would be `true` in disguise.
const TRUST_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);
function trustEntryProblem(entry: string): string | null {
  if (TRUST_NAMES.has(entry.toLowerCase())) return null;
  const [address = '', range, ...extra] = entry.split('/');
  const family = isIP(address);
  if (extra.length > 0 || family === 0)
    return `"${entry}" is not an IP address, a CIDR range, loopback, linklocal or uniquelocal`;
  if (range === undefined) return null;
  const bits = /^\d{1,3}$/.test(range)
    ? Number(range)
    : isIP(range) === 4 && family === 4
      ? netmaskBits(range)
      : null;
  if (bits === null || bits > (family === 4 ? 32 : 128)) return `"${entry}" has an invalid range`;
  if (bits === 0) return `"${entry}" trusts every address, which is the same as "true"`;
  return null;
}
function netmaskBits(mask: string): number | null {
  const binary = mask
    .split('.')
    .map((part) => Number(part).toString(2).padStart(8, '0'))
    .join('');
  return /^1*0*$/.test(binary) ? (binary.indexOf('0') === -1 ? 32 : binary.indexOf('0')) : null;
}

const trustProxy = z
  .string()
  .trim()
  .refine((v) => v.toLowerCase() !== 'true', 'must be a hop count or a list of proxy addresses, never "true"')
  .superRefine((v, ctx) => {
    if (v.toLowerCase() === 'true' || v.toLowerCase() === 'false' || /^\d+$/.test(v)) return;
    for (const entry of v.split(',').map((part) => part.trim())) {
      const problem = trustEntryProblem(entry);
      if (problem)
        ctx.addIssue({
          code: 'custom',
          message: `${problem} (use a hop count such as 1, or a comma-separated list of proxy addresses)`,
        });
    }
  })
  .transform((v): number | string | false => {
    if (v === '' || v.toLowerCase() === 'false') return false;
    return /^\d+$/.test(v) ? Number(v) : v;
  });

/** Scheme, host and port, nothing else (a trailing slash is the empty path). */
function isBareOrigin(value: string): boolean {
  const url = new URL(value);
  return !url.username && !url.password && url.pathname === '/' && !/[?#]/.test(value);
}

const envSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    HOST: z.string().trim().min(1).optional(),
    PORT: portNumber.default(3000),
    PURITY_API_URL: z
      .url({ protocol: /^https?$/, error: 'must be an http(s) URL such as https://backend.example.com' })
      .transform((v) => v.replace(/\/+$/, ''))
      .optional(),
    /**
     * Public origin for canonical URLs and the sitemap; defaults to the request's own host. An
     * origin only: every canonical, hreflang and sitemap URL is this plus a path, so a path,
     * query, fragment or credentials here would be in all of them.
     */
    SITE_URL: z
      .url({ protocol: /^https?$/, error: 'must be an http(s) URL such as https://www.example.com' })
      .refine(isBareOrigin, 'must be an origin only, such as https://www.example.com: no path, query or user')
      .transform((v) => new URL(v).origin)
      .optional(),
    MOCK_PORT: portNumber.default(DEFAULT_MOCK_PORT),
    UPSTREAM_TIMEOUT_MS: positiveMs.default(10_000),
    RATES_TTL_MS: positiveMs.default(60_000),
    /** How long start-up spends requesting the pages once before it says it listens. */
    WARM_UP_LIMIT_MS: positiveMs.default(3_000),
    LEAD_RATE_LIMIT: wholeNumber(
      0,
      1_000_000,
      'a whole number of lead posts per client in 15 minutes, or 0 for no limit',
    ).default(10),
    /** CV uploads held in memory at once; each costs up to about 10 MiB while it is checked and stored. */
    CV_UPLOADS_AT_ONCE: wholeNumber(1, 1000).default(8),
    TRUST_PROXY: trustProxy.default(false),
    /** Shared state for several instances (lead outbox, rate limit); unset, both are embedded. */
    REDIS_URL: z
      .url({
        protocol: /^rediss?$/,
        error: 'must be a redis:// or rediss:// URL such as redis://127.0.0.1:6379',
      })
      // ioredis reads the path as the database number: /abc crashed at start with its stack,
      // and /99 ran on database 0 while logging an error per connection.
      .refine(
        (value) => /^\/?(?:[0-9]|1[0-5])?$/.test(new URL(value).pathname),
        'the path, if any, must be a database number from 0 to 15, such as redis://127.0.0.1:6379/0',
      )
      .optional(),
    /** Where the embedded lead outbox keeps its file (owner-only: it holds personal data). */
    DATA_DIR: z.string().trim().min(1).default('./data'),
    /** How long a visitor waits for a lead's first delivery attempt before being told "queued". */
    LEAD_ANSWER_WAIT_MS: wholeNumber(0, 60_000, 'a whole number of milliseconds from 0 to 60000').default(
      3_000,
    ),
    /** A lead still not delivered after this long becomes a dead letter for an operator. */
    LEAD_MAX_AGE_HOURS: wholeNumber(1, 24 * 365, 'a whole number of hours from 1 to 8760').default(72),
    /** Dead letters are removed after this long. */
    LEAD_RETENTION_DAYS: wholeNumber(1, 3650, 'a whole number of days from 1 to 3650').default(30),
    /** Prometheus metrics on a port of their own, never the public one; off when unset. */
    METRICS_PORT: portNumber.optional(),
    /** Loopback unless an operator says otherwise: the figures are the operator's. */
    METRICS_HOST: z.string().trim().min(1).default('127.0.0.1'),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  })
  .superRefine((env, ctx) => {
    // The embedded mock backend (no PURITY_API_URL) listens on MOCK_PORT beside the site.
    const mockListens = !env.PURITY_API_URL;
    if (mockListens && env.PORT !== 0 && env.PORT === env.MOCK_PORT) {
      ctx.addIssue({
        code: 'custom',
        path: ['MOCK_PORT'],
        message: `must differ from PORT (${env.PORT}): the embedded mock backend listens on it`,
      });
    }
    if (env.METRICS_PORT === undefined || env.METRICS_PORT === 0) return;
    if (env.METRICS_PORT === env.PORT) {
      ctx.addIssue({
        code: 'custom',
        path: ['METRICS_PORT'],
        message: `must differ from PORT (${env.PORT}): metrics are never served on the public port`,
      });
    } else if (mockListens && env.METRICS_PORT === env.MOCK_PORT) {
      ctx.addIssue({
        code: 'custom',
        path: ['METRICS_PORT'],
        message: `must differ from MOCK_PORT (${env.MOCK_PORT}): the embedded mock backend listens on it`,
      });
    }
  });

export type Env = z.infer<typeof envSchema>;

export class EnvError extends Error {
  override name = 'EnvError';
}

/** Reads the environment once at start-up; a bad value stops the process with a readable list. */
export function loadEnv(source: NodeJS.ProcessEnv = process.env): Env {
  // Empty or blank values mean "unset" for every variable, as shells and .env files often leave them.
  const cleaned = Object.fromEntries(
    Object.entries(source).filter(([, v]) => v !== undefined && v.trim() !== ''),
  );
  const result = envSchema.safeParse(cleaned);
  if (result.success) return result.data;
  const lines = result.error.issues.map((issue) => {
    const name = issue.path.join('.');
    return `  ${name}=${JSON.stringify(source[name] ?? '')}: ${issue.message}`;
  });
  throw new EnvError(`Invalid environment:\n${lines.join('\n')}`);
}
