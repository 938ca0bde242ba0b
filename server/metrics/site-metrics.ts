import type { IncomingMessage, ServerResponse } from 'node:http';
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import { API_PATHS } from '../../shared/api-paths';
import type { OutboxHealth } from '../outbox/lead-outbox';
import type { UpstreamResult } from '../upstream/upstream-client';
import type { LeadEvents } from './lead-events';
import { routeLabel } from './route-label';

/**
 * The site's Prometheus metrics (docs/metrics.md), in a registry of their own so several apps
 * in one process (the tests) do not collide. Labels hold kinds, outcomes, statuses and route
 * names only: nothing a visitor typed.
 */
export interface SiteMetrics {
  registry: Registry;
  leadEvents: LeadEvents;
  /** For the upstream client: one backend call ended. */
  observeUpstream(path: string, result: UpstreamResult, seconds: number): void;
  /** For the rates cache: one refresh ended, with rates it could use or without. */
  ratesRefreshed(ok: boolean): void;
  /** Counts a response once it is sent, under a bounded route label. */
  countRequest(req: IncomingMessage, res: ServerResponse): void;
  /** The pages the site knows, once the render entry has said. */
  knowPages(paths: readonly string[]): void;
  /** The outbox gauges are read from this on each scrape. */
  watchOutbox(health: () => Promise<OutboxHealth>): void;
}

/** Backend paths by their `operation` label. */
const OPERATIONS = new Map<string, string>(
  Object.entries(API_PATHS).map(([name, path]) => [path, name === 'rates' ? 'rates' : `lead:${name}`]),
);

export function createSiteMetrics(): SiteMetrics {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const leads = new Counter({
    name: 'leads_received_total',
    help: 'Leads by kind and what became of them',
    labelNames: ['kind', 'outcome'],
    registers: [registry],
  });
  const attempts = new Counter({
    name: 'lead_delivery_attempts_total',
    help: 'Delivery attempts to the backend by kind and result',
    labelNames: ['kind', 'result'],
    registers: [registry],
  });
  const upstream = new Histogram({
    name: 'upstream_request_duration_seconds',
    help: 'Backend calls by operation and outcome',
    labelNames: ['operation', 'outcome'],
    buckets: [0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  });
  const rates = new Counter({
    name: 'rates_refreshes_total',
    help: 'Rates fetched from the backend, by result',
    labelNames: ['result'],
    registers: [registry],
  });
  const http = new Counter({
    name: 'http_requests_total',
    help: 'Responses by route, method and status',
    labelNames: ['route', 'method', 'status'],
    registers: [registry],
  });
  let pages: ReadonlySet<string> = new Set();
  let outboxHealth: (() => Promise<OutboxHealth>) | null = null;
  // The outbox gauges are collected together: one read of the outbox serves them all.
  let reading: Promise<OutboxHealth | null> | null = null;
  const readHealth = () =>
    (reading ??= (outboxHealth?.() ?? Promise.resolve(null))
      .catch(() => null)
      .finally(() => {
        reading = null;
      }));
  const outboxGauge = (name: string, help: string, pick: (health: OutboxHealth) => number) =>
    new Gauge({
      name,
      help,
      registers: [registry],
      async collect() {
        // A store that cannot be read leaves the gauge as it was; /healthz reports that.
        const health = await readHealth();
        if (health) this.set(pick(health));
      },
    });
  // The three above keep their last reading when the store cannot be read, and in that very case
  // every lead is refused: this one says so, for an alert (docs/metrics.md).
  new Gauge({
    name: 'lead_outbox_up',
    help: 'Whether this instance can take leads: its outbox read at this scrape, and, after a refused lead, a write as large taken (0: leads are refused with 503)',
    registers: [registry],
    async collect() {
      this.set((await readHealth()) ? 1 : 0);
    },
  });
  outboxGauge('lead_outbox_pending', 'Leads waiting for delivery', (health) => health.pending);
  outboxGauge('lead_outbox_dead', 'Dead letters kept for an operator', (health) => health.dead);
  outboxGauge(
    'lead_outbox_oldest_age_seconds',
    'Age of the oldest lead waiting',
    (health) => health.oldestAgeSeconds,
  );

  return {
    registry,
    leadEvents: {
      became(kind, outcome) {
        leads.inc({ kind, outcome });
      },
      attempted(kind, verdict) {
        attempts.inc({ kind, result: verdict });
      },
    },
    observeUpstream(path, result, seconds) {
      const operation = OPERATIONS.get(path) ?? 'other';
      const outcome = result.kind === 'response' ? `${Math.floor(result.status / 100)}xx` : result.kind;
      upstream.observe({ operation, outcome }, seconds);
    },
    ratesRefreshed(ok) {
      rates.inc({ result: ok ? 'ok' : 'failed' });
    },
    countRequest(req, res) {
      const route = routeLabel((req.url ?? '/').split('?')[0] ?? '/', pages);
      const method =
        req.method === 'GET' || req.method === 'HEAD' || req.method === 'POST' ? req.method : 'other';
      res.once('finish', () => http.inc({ route, method, status: String(res.statusCode) }));
    },
    knowPages(paths) {
      pages = new Set(paths);
    },
    watchOutbox(health) {
      outboxHealth = health;
    },
  };
}
