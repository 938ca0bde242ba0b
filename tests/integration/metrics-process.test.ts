import type { ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { API_PATHS } from '../../shared/api-paths';
import { validContact } from '../helpers/lead-fixtures';
import { runServer, stopAll } from '../helpers/server-process';
import { injectFault } from '../helpers/start-site';

// METRICS_PORT: Prometheus text on a port of its own, never on the public one.

const started: ChildProcess[] = [];
const dataDir = mkdtempSync(path.join(tmpdir(), 'metrics-data-'));
afterEach(async () => {
  await stopAll(started);
  rmSync(dataDir, { recursive: true, force: true });
});

describe('metrics', () => {
  it('counts page views, leads and backend calls on METRICS_PORT, and only there', async () => {
    const server = runServer({ DATA_DIR: dataDir, METRICS_PORT: '0' }, started);
    const { site, mock } = await server.urls;
    const metricsUrl = /Metrics on (http:\/\/\S+)/.exec(server.output().stdout)?.[1];
    expect(metricsUrl).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/metrics$/);

    expect((await fetch(`${site}/faq`)).status).toBe(200);
    const send = (name: string) =>
      fetch(site + API_PATHS.contact, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ ...validContact, full_name: name }) });
    expect((await send('Metric Lead One')).status).toBe(200);
    await injectFault(mock, { path: API_PATHS.contact, status: 503, times: 1 });
    expect((await send('Metric Lead Two')).status).toBe(202);

    const text = await (await fetch(metricsUrl!)).text();
    expect(text).toMatch(/^http_requests_total\{route="\/faq",method="GET",status="200"\} [1-9]/m);
    expect(text).toContain('leads_received_total{kind="contact",outcome="delivered"} 1');
    expect(text).toContain('leads_received_total{kind="contact",outcome="queued"} 1');
    expect(text).toContain('lead_delivery_attempts_total{kind="contact",result="retry"} 1');
    expect(text).toMatch(/^upstream_request_duration_seconds_count\{operation="lead:contact",outcome="2xx"\} 1$/m);
    expect(text).toMatch(/^rates_refreshes_total\{result="ok"\} [1-9]/m);
    expect(text).toMatch(/^lead_outbox_pending [01]$/m);
    expect(text).toContain('nodejs_heap_size_used_bytes');
    expect(text).not.toContain('Metric Lead');
    expect(text).not.toContain(validContact.phone_number);

    const publicMetrics = await fetch(`${site}/metrics`);
    expect(publicMetrics.status).toBe(404);
    expect(await publicMetrics.text()).not.toContain('leads_received_total');
  });
});
