import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pino from 'pino';
import { afterEach, describe, expect, it } from 'vitest';
import { createSiteMetrics } from '../../server/metrics/site-metrics';
import { routeLabel } from '../../server/metrics/route-label';
import { createLeadOutbox } from '../../server/outbox/lead-outbox';
import { openSqliteOutboxStore } from '../../server/outbox/sqlite-outbox-store';
import type { UpstreamResult } from '../../server/upstream/upstream-client';
import { validContact } from '../helpers/lead-fixtures';

const pages = new Set(['/', '/faq', '/calculator']);

describe('routeLabel', () => {
  it.each([
    ['/faq', '/faq'],
    ['/purity/v1/leads/gold/submit', 'api:gold'],
    ['/purity/v1/keystore/values', 'api:rates'],
    ['/assets/app-1a2b3c.js', 'asset'],
    ['/favicon.svg', 'asset'],
    ['/healthz', 'healthz'],
    ['/sitemap.xml', 'seo'],
    ['/wp-admin/setup-config', 'other'],
    ['/9845012345', 'other'],
  ])('counts %s as %s', (requested, label) => {
    expect(routeLabel(requested, pages)).toBe(label);
  });
});

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

const answer = (status: number): UpstreamResult => ({ kind: 'response', status, contentType: 'application/json', retryAfter: null, body: new TextEncoder().encode('{}') });

describe('lead metrics', () => {
  it('count what became of each lead and each attempt, with nothing a visitor typed in any label', async () => {
    const metrics = createSiteMetrics();
    const dir = mkdtempSync(path.join(tmpdir(), 'metrics-'));
    dirs.push(dir);
    const store = openSqliteOutboxStore(dir);
    const statuses = [200, 500, 422];
    let now = 1_000_000;
    const outbox = createLeadOutbox({
      store,
      upstream: { baseUrl: 'http://backend.test', timeoutMs: 1000, send: async () => answer(statuses.shift() ?? 200) },
      logger: pino({ level: 'silent' }),
      answerWaitMs: 1000,
      maxAgeMs: 3_600_000,
      retentionMs: 3_600_000,
      now: () => now,
      events: metrics.leadEvents,
    });
    metrics.watchOutbox(() => outbox.health());
    const lead = { kind: 'contact' as const, fields: { ...validContact, full_name: 'Distinct Name Zq' } };
    expect((await outbox.accept(lead, 'm-1')).status).toBe(200);
    expect((await outbox.accept(lead, 'm-2')).status).toBe(202);
    expect((await outbox.accept({ kind: 'contact', fields: {} }, 'm-3')).status).toBe(400);
    now += 10_000;
    await outbox.deliverDue();

    const text = await metrics.registry.metrics();
    expect(text).toContain('leads_received_total{kind="contact",outcome="delivered"} 1');
    expect(text).toContain('leads_received_total{kind="contact",outcome="queued"} 1');
    expect(text).toContain('leads_received_total{kind="contact",outcome="rejected"} 1');
    expect(text).toContain('leads_received_total{kind="contact",outcome="dead"} 1');
    expect(text).toContain('lead_delivery_attempts_total{kind="contact",result="retry"} 1');
    expect(text).toContain('lead_delivery_attempts_total{kind="contact",result="refused"} 1');
    expect(text).toContain('lead_outbox_dead 1');
    expect(text).toContain('lead_outbox_pending 0');
    expect(text).toContain('process_cpu_seconds_total');
    for (const personal of ['Distinct Name Zq', validContact.phone_number, 'm-1']) expect(text).not.toContain(personal);
    await store.close();
  });
});
