import type { ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { API_PATHS } from '../../shared/api-paths';
import { validContact } from '../helpers/lead-fixtures';
import { runServer, stopAll, waitUntil } from '../helpers/server-process';
import { injectFault } from '../helpers/start-site';

// METRICS_PORT: Prometheus text on a port of its own, never on the public one.

const started: ChildProcess[] = [];
const dirs: string[] = [];
afterEach(async () => {
  await stopAll(started);
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

const FAMILIES = [
  'leads_received_total',
  'lead_delivery_attempts_total',
  'lead_outbox_up',
  'lead_outbox_pending',
  'lead_outbox_dead',
  'lead_outbox_oldest_age_seconds',
  'upstream_request_duration_seconds',
  'rates_refreshes_total',
  'http_requests_total',
  'process_cpu_seconds_total',
  'nodejs_eventloop_lag_seconds',
];

describe('metrics of the running server', () => {
  it('counts a page view, a lead delivered and one queued on METRICS_PORT, and only there', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'metrics-data-'));
    dirs.push(dataDir);
    const server = runServer({ DATA_DIR: dataDir, METRICS_PORT: '0' }, started);
    const { site, mock } = await server.urls;
    // The line comes after the two the URLs are read from, and a pipe may hand it over later.
    await waitUntil(
      'the metrics URL in the output',
      async () => /Metrics on /.test(server.output().stdout),
      10_000,
    );
    const metricsUrl = /Metrics on (http:\/\/\S+)/.exec(server.output().stdout)?.[1];
    expect(metricsUrl).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/metrics$/);
    const scrape = async () => {
      const response = await fetch(metricsUrl!);
      expect(response.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/);
      return response.text();
    };

    // The start-up warm-up has already asked for every page once.
    const faqViews = (text: string) =>
      Number(/^http_requests_total\{route="\/faq",method="GET",status="200"\} (\d+)$/m.exec(text)?.[1] ?? 0);
    const viewsBefore = faqViews(await scrape());
    expect((await fetch(`${site}/faq`)).status).toBe(200);
    expect((await fetch(`${site}/no-such-page-9845012345`)).status).toBe(404);
    const send = (name: string) =>
      fetch(site + API_PATHS.contact, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ ...validContact, full_name: name }),
      });
    expect((await send('Metric Lead One')).status).toBe(200);
    await injectFault(mock, { path: API_PATHS.contact, status: 503, times: 1 });
    expect((await send('Metric Lead Two')).status).toBe(202);

    let text = await scrape();
    for (const family of FAMILIES) expect(text).toMatch(new RegExp(`^# TYPE ${family} `, 'm'));
    expect(faqViews(text)).toBe(viewsBefore + 1);
    expect(text).toMatch(/^http_requests_total\{route="other",method="GET",status="404"\} 1$/m);
    expect(text).toContain('http_requests_total{route="api:contact",method="POST",status="200"} 1');
    expect(text).toContain('http_requests_total{route="api:contact",method="POST",status="202"} 1');
    expect(text).toContain('leads_received_total{kind="contact",outcome="queued"} 1');
    expect(text).toContain('lead_delivery_attempts_total{kind="contact",result="retry"} 1');
    expect(text).toMatch(
      /^upstream_request_duration_seconds_count\{operation="lead:contact",outcome="5xx"\} 1$/m,
    );
    expect(text).toMatch(
      /^upstream_request_duration_seconds_count\{operation="rates",outcome="2xx"\} [1-9]/m,
    );
    expect(text).toMatch(/^rates_refreshes_total\{result="ok"\} [1-9]/m);

    // The relay delivers the queued lead on a later attempt: both leads count as delivered.
    await waitUntil(
      'the queued lead to be delivered',
      async () => (await scrape()).includes('leads_received_total{kind="contact",outcome="delivered"} 2'),
      15_000,
    );
    text = await scrape();
    expect(text).toContain('lead_delivery_attempts_total{kind="contact",result="delivered"} 2');
    expect(text).toMatch(/^lead_outbox_pending 0$/m);
    expect(text).toMatch(/^lead_outbox_dead 0$/m);
    expect(text).toMatch(/^lead_outbox_oldest_age_seconds 0$/m);
    for (const personal of ['Metric Lead', validContact.phone_number, 'no-such-page'])
      expect(text).not.toContain(personal);

    expect((await fetch(metricsUrl!.replace(/\/metrics$/, '/other'))).status).toBe(404);
    const publicMetrics = await fetch(`${site}/metrics`);
    expect(publicMetrics.status).toBe(404);
    expect(publicMetrics.headers.get('content-type')).toMatch(/^text\/html/);
    expect(await publicMetrics.text()).not.toContain('leads_received_total');
  }, 30_000);

  it('serves no metrics port when METRICS_PORT is unset', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'metrics-data-'));
    dirs.push(dataDir);
    const server = runServer({ DATA_DIR: dataDir }, started);
    await server.urls;
    expect(server.output().stdout).not.toContain('Metrics on');
  });
});
