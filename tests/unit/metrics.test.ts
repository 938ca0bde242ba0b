import { EventEmitter } from 'node:events';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pino from 'pino';
import { afterEach, describe, expect, it } from 'vitest';
import { API_PATHS } from '../../shared/api-paths';
import { HONEYPOT_FIELD } from '../../shared/honeypot';
import { createSiteMetrics } from '../../server/metrics/site-metrics';
import { routeLabel } from '../../server/metrics/route-label';
import { createEmbeddedLeadOutbox } from '../../server/outbox/embedded/embedded-lead-outbox';
import { openSqliteOutboxStore } from '../../server/outbox/embedded/sqlite-outbox-store';
import { createRatesCache } from '../../server/upstream/rates-cache';
import {
  createUpstreamClient,
  type UpstreamClient,
  type UpstreamResult,
} from '../../server/upstream/upstream-client';
import { validContact } from '../helpers/lead-fixtures';

const pages = new Set(['/', '/faq', '/calculator']);

describe('routeLabel', () => {
  it.each([
    ['/faq', '/faq'],
    ['/purity/v1/leads/gold/submit', 'api:gold'],
    ['/purity/v1/keystore/values', 'api:rates'],
    ['/purity/v1/leads/unknown/submit', 'other'],
    ['/assets/app-1a2b3c.js', 'asset'],
    ['/favicon.svg', 'asset'],
    ['/healthz', 'healthz'],
    ['/sitemap.xml', 'seo'],
    ['/faq/', 'other'],
    ['/wp-admin/setup-config', 'other'],
    ['/9845012345', 'other'],
  ])('counts %s as %s', (requested, label) => {
    expect(routeLabel(requested, pages)).toBe(label);
  });
});

/** What countRequest reads of a request and its response, and the response's end. */
function request(method: string, url: string, status: number) {
  const res = Object.assign(new EventEmitter(), { statusCode: status });
  return {
    req: { method, url } as IncomingMessage,
    res: res as unknown as ServerResponse,
    finish: () => res.emit('finish'),
  };
}

describe('http_requests_total', () => {
  it('counts a bot asking for a thousand random URLs under one series', async () => {
    const metrics = createSiteMetrics();
    metrics.knowPages([...pages]);
    for (let i = 0; i < 1000; i++) {
      const { req, res, finish } = request(
        i % 2 ? 'GET' : 'PROPFIND',
        `/${Math.random().toString(36).slice(2)}?phone=98450${i}`,
        404,
      );
      metrics.countRequest(req, res);
      finish();
    }
    const page = request('GET', '/faq?utm_source=x', 200);
    metrics.countRequest(page.req, page.res);
    page.finish();

    const lines = (await metrics.registry.getSingleMetricAsString('http_requests_total'))
      .split('\n')
      .filter((line) => !line.startsWith('#'));
    expect(lines.sort()).toEqual([
      'http_requests_total{route="/faq",method="GET",status="200"} 1',
      'http_requests_total{route="other",method="GET",status="404"} 500',
      'http_requests_total{route="other",method="other",status="404"} 500',
    ]);
  });

  it('counts a response only once it is sent', async () => {
    const metrics = createSiteMetrics();
    const { req, res } = request('GET', '/healthz', 200);
    metrics.countRequest(req, res);
    expect(await metrics.registry.getSingleMetricAsString('http_requests_total')).not.toContain('healthz');
  });
});

const json = (status: number, body: unknown = {}): UpstreamResult => ({
  kind: 'response',
  status,
  contentType: 'application/json',
  retryAfter: null,
  body: new TextEncoder().encode(JSON.stringify(body)),
});

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

/** The sample lines of one metric family, sorted. */
async function samples(metrics: ReturnType<typeof createSiteMetrics>, name: string): Promise<string[]> {
  return (await metrics.registry.getSingleMetricAsString(name))
    .split('\n')
    .filter((line) => !line.startsWith('#'))
    .sort();
}

describe('lead metrics (embedded outbox)', () => {
  it('count what became of each lead and of each attempt, with nothing a visitor typed', async () => {
    const metrics = createSiteMetrics();
    const dir = mkdtempSync(path.join(tmpdir(), 'metrics-'));
    dirs.push(dir);
    const dataDir = path.join(dir, 'data');
    const store = openSqliteOutboxStore(dataDir);
    let laterCalls = 0;
    // The backend answers by the lead's name: each name is one path a lead can take.
    const upstream: UpstreamClient = {
      baseUrl: 'http://backend.test',
      timeoutMs: 1000,
      async send(request) {
        const name = (JSON.parse(String(request.body)) as { full_name: string }).full_name;
        if (name === 'Names Fields')
          return json(400, { error: 'invalid_payload', issues: { phone_number: ['Enter a valid number'] } });
        if (name === 'Refused For Good') return json(422, { error: 'unprocessable' });
        if (name === 'Comes Later' && laterCalls++ === 0) return json(503);
        return json(200, { id: 'b-1' });
      },
    };
    let now = 1_000_000;
    const outbox = createEmbeddedLeadOutbox({
      store,
      upstream,
      logger: pino({ level: 'silent' }),
      answerWaitMs: 1000,
      maxAgeMs: 3_600_000,
      retentionMs: 3_600_000,
      now: () => now,
      random: () => 1,
      events: metrics.leadEvents,
    });
    metrics.watchOutbox(() => outbox.health());
    const send = (full_name: string, key: string) =>
      outbox.accept({ kind: 'contact', fields: { ...validContact, full_name } }, key);

    expect((await send('Takes It', 'k-1')).status).toBe(200);
    expect((await outbox.accept({ kind: 'contact', fields: {} }, 'k-2')).status).toBe(400);
    // A bot is thanked, and kept nowhere.
    expect(
      (
        await outbox.accept(
          { kind: 'contact', fields: { ...validContact, [HONEYPOT_FIELD]: 'https://spam.example' } },
          'k-7',
        )
      ).status,
    ).toBe(200);
    expect((await send('Names Fields', 'k-3')).status).toBe(400);
    expect((await send('Refused For Good', 'k-4')).status).toBe(422);
    expect((await send('Comes Later', 'k-5')).status).toBe(202);
    expect(await samples(metrics, 'lead_outbox_pending')).toEqual(['lead_outbox_pending 1']);
    expect(await samples(metrics, 'lead_outbox_up')).toEqual(['lead_outbox_up 1']);
    now += 10_000;
    expect(await samples(metrics, 'lead_outbox_oldest_age_seconds')).toEqual([
      'lead_outbox_oldest_age_seconds 10',
    ]);
    await outbox.deliverDue();

    expect(await samples(metrics, 'leads_received_total')).toEqual([
      'leads_received_total{kind="contact",outcome="dead"} 1',
      'leads_received_total{kind="contact",outcome="delivered"} 2',
      'leads_received_total{kind="contact",outcome="queued"} 1',
      'leads_received_total{kind="contact",outcome="rejected"} 3',
    ]);
    expect(await samples(metrics, 'lead_delivery_attempts_total')).toEqual([
      'lead_delivery_attempts_total{kind="contact",result="delivered"} 2',
      'lead_delivery_attempts_total{kind="contact",result="invalid"} 1',
      'lead_delivery_attempts_total{kind="contact",result="refused"} 1',
      'lead_delivery_attempts_total{kind="contact",result="retry"} 1',
    ]);
    expect(await samples(metrics, 'lead_outbox_pending')).toEqual(['lead_outbox_pending 0']);
    expect(await samples(metrics, 'lead_outbox_dead')).toEqual(['lead_outbox_dead 1']);

    // The store lost under the running process: the lead is refused, the gauges keep their last reading.
    rmSync(dataDir, { recursive: true, force: true });
    writeFileSync(dataDir, 'not a directory');
    expect((await send('No Room', 'k-6')).status).toBe(503);
    const text = await metrics.registry.metrics();
    expect(text).toContain('leads_received_total{kind="contact",outcome="refused"} 1');
    expect(text).toContain('lead_outbox_dead 1');
    expect(text).toContain('process_cpu_seconds_total');
    for (const personal of [
      'Takes It',
      'Comes Later',
      'No Room',
      validContact.phone_number,
      'k-1',
      'Enter a valid number',
      'spam.example',
    ])
      expect(text).not.toContain(personal);
    await store.close();
  });
});

describe('outbox gauges', () => {
  it('read the outbox once per scrape, say whether it could be read, and a failed read shows nothing of its error', async () => {
    const metrics = createSiteMetrics();
    let reads = 0;
    let fail = false;
    metrics.watchOutbox(async () => {
      reads += 1;
      if (fail) throw new Error(`cannot read the lead of Asha Rao, ${validContact.phone_number}`);
      return { pending: 3, dead: 2, oldestAgeSeconds: 40 };
    });
    const first = await metrics.registry.metrics();
    expect(first).toContain('lead_outbox_oldest_age_seconds 40');
    expect(first).toMatch(/^lead_outbox_up 1$/m);
    expect(reads).toBe(1);
    fail = true;
    const text = await metrics.registry.metrics();
    expect(text).toContain('lead_outbox_pending 3');
    expect(text).toMatch(/^lead_outbox_up 0$/m);
    expect(text).not.toContain('Asha');
    expect(text).not.toContain(validContact.phone_number);
  });
});

describe('rates_refreshes_total', () => {
  it('counts a refresh that brought unusable rates as failed, whatever the status', async () => {
    const metrics = createSiteMetrics();
    const answers = [json(200, { not: 'rates' }), json(502), json(200, [{ value: 7000 }, { value: 90 }])];
    const upstream = {
      baseUrl: 'http://backend.test',
      timeoutMs: 1000,
      send: async () => answers.shift()!,
    } satisfies UpstreamClient;
    let now = 0;
    const cache = createRatesCache({
      upstream,
      ttlMs: 1,
      now: () => now,
      onRefreshed: metrics.ratesRefreshed,
    });
    for (let i = 0; i < 3; i++) {
      await cache.get();
      now += 10_000;
    }
    expect(await samples(metrics, 'rates_refreshes_total')).toEqual([
      'rates_refreshes_total{result="failed"} 2',
      'rates_refreshes_total{result="ok"} 1',
    ]);
  });
});

describe('upstream_request_duration_seconds', () => {
  it('names the operation by endpoint and the outcome by status class or failure', async () => {
    const metrics = createSiteMetrics();
    metrics.observeUpstream(API_PATHS.gold, json(201), 0.2);
    metrics.observeUpstream(API_PATHS.gold, json(503), 0.1);
    metrics.observeUpstream(API_PATHS.rates, { kind: 'timeout' }, 10);
    // Nothing listens on port 1: the client itself reports the call.
    const client = createUpstreamClient({
      baseUrl: 'http://127.0.0.1:1',
      timeoutMs: 5_000,
      observe: metrics.observeUpstream,
    });
    expect((await client.send({ method: 'POST', path: API_PATHS.career })).kind).toBe('unreachable');
    const counts = (await samples(metrics, 'upstream_request_duration_seconds')).filter((line) =>
      line.startsWith('upstream_request_duration_seconds_count'),
    );
    expect(counts).toEqual([
      'upstream_request_duration_seconds_count{operation="lead:career",outcome="unreachable"} 1',
      'upstream_request_duration_seconds_count{operation="lead:gold",outcome="2xx"} 1',
      'upstream_request_duration_seconds_count{operation="lead:gold",outcome="5xx"} 1',
      'upstream_request_duration_seconds_count{operation="rates",outcome="timeout"} 1',
    ]);
  });
});
