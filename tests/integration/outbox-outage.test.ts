import { createHash } from 'node:crypto';
import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_PATHS } from '../../shared/api-paths';
import type { LeadKind } from '../../shared/lead-forms';
import { createLogger } from '../../server/logger';
import { makePdf } from '../helpers/cv-fixtures';
import { validCareerFields, validContact, validFranchise, validGold } from '../helpers/lead-fixtures';
import { injectFault, leadPosts, resetMock, startSite, type RunningSite } from '../helpers/start-site';

// A backend outage while leads keep arriving: every lead is kept, and each reaches the
// backend exactly once, byte for byte, once it is back. The site's clock is the test's, so
// the outage and the back-off take no real minutes.

const LEADS = 50;
const clock = { now: Date.now() };
const logLines: string[] = [];
let site: RunningSite;

beforeAll(async () => {
  const sink = new Writable({
    write(chunk, _encoding, done) {
      logLines.push(String(chunk));
      done();
    },
  });
  site = await startSite({}, { now: () => clock.now, logger: createLogger('info', sink) });
});
afterAll(async () => {
  await site.close();
});

interface SentLead {
  kind: LeadKind;
  name: string;
  fields: Record<string, string | number>;
  cv?: Buffer;
  noJs?: boolean;
}

const kinds: LeadKind[] = ['contact', 'gold', 'franchise', 'career'];
const leads: SentLead[] = Array.from({ length: LEADS }, (_, i) => {
  const kind = kinds[i % kinds.length]!;
  const name = `Outage Lead ${String(i).padStart(2, '0')}`;
  const phone = `98450${String(10_000 + i)}`;
  switch (kind) {
    case 'contact':
      return {
        kind,
        name,
        fields: { ...validContact, full_name: name, phone_number: phone },
        noJs: i % 3 === 0,
      };
    case 'gold':
      return { kind, name, fields: { ...validGold, full_name: name, phone_number: phone } };
    case 'franchise':
      return { kind, name, fields: { ...validFranchise, full_name: name, phone_number: phone } };
    case 'career':
      // Each CV differs, so a mix-up between two applications would show in the digests.
      return {
        kind,
        name,
        fields: { ...validCareerFields, candidate_name: name, phone_number: phone },
        cv: Buffer.concat([makePdf(), Buffer.from(`% applicant ${i}\n${'x'.repeat(i * 1000)}`)]),
      };
  }
});

async function send(lead: SentLead): Promise<number> {
  if (lead.kind === 'career') {
    const form = new FormData();
    for (const [name, value] of Object.entries(lead.fields)) form.append(name, String(value));
    form.append(
      'cv',
      new Blob([new Uint8Array(lead.cv!)], { type: 'application/pdf' }),
      `cv-${lead.name}.pdf`,
    );
    return (await fetch(site.url + API_PATHS.career, { method: 'POST', body: form })).status;
  }
  if (lead.noJs) {
    const body = new URLSearchParams(Object.entries(lead.fields).map(([k, v]) => [k, String(v)]));
    return (await fetch(`${site.url}/`, { method: 'POST', body, redirect: 'manual' })).status;
  }
  const response = await fetch(site.url + API_PATHS[lead.kind], {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'Idempotency-Key': `outage-${lead.name}` },
    body: JSON.stringify(lead.fields),
  });
  return response.status;
}

describe('a backend outage while leads arrive', () => {
  it('keeps all 50 leads of all four kinds and delivers each exactly once, byte for byte, when the backend is back', async () => {
    for (const kind of kinds) await injectFault(site.mockUrl, { path: API_PATHS[kind], status: 500 });

    const statuses = await Promise.all(leads.map(send));
    // The visitors were all told their details are saved: 202 (303 for a form without JavaScript).
    statuses.forEach((status, i) => expect(status, leads[i]!.name).toBe(leads[i]!.noJs ? 303 : 202));
    expect(await site.leads.health()).toMatchObject({ pending: LEADS, dead: 0 });

    // A minute of outage: the relay keeps trying and keeps every lead.
    for (let elapsed = 0; elapsed < 60_000; elapsed += 5_000) {
      clock.now += 5_000;
      await site.leads.deliverDue();
    }
    expect(await site.leads.health()).toMatchObject({ pending: LEADS, dead: 0, oldestAgeSeconds: 60 });
    expect((await leadPosts(site.mockUrl)).every((entry) => entry.status === 500)).toBe(true);

    await resetMock(site.mockUrl);
    clock.now += 10 * 60_000;
    await site.leads.deliverDue();
    expect(await site.leads.health()).toEqual({ pending: 0, oldestAgeSeconds: 0, dead: 0 });

    const journal = await leadPosts(site.mockUrl);
    for (const lead of leads) {
      const nameField = lead.kind === 'career' ? 'candidate_name' : 'full_name';
      const received = journal.filter(
        (entry) => (entry.body as Record<string, unknown>)[nameField] === lead.name,
      );
      expect(received, lead.name).toHaveLength(1);
      const [entry] = received;
      expect(entry!.path).toBe(API_PATHS[lead.kind]);
      expect(entry!.status).toBe(200);
      expect(entry!.body).toEqual(
        Object.fromEntries(
          Object.entries(lead.fields).map(([k, v]) => [k, lead.kind === 'career' ? String(v) : v]),
        ),
      );
      if (lead.cv) expect(entry!.file?.sha256).toBe(createHash('sha256').update(lead.cv).digest('hex'));
    }
    expect(journal).toHaveLength(LEADS);
  });

  it('wrote no name, phone number or e-mail address to the log while doing so', () => {
    const log = logLines.join('');
    expect(log).toContain('lead delivered');
    for (const lead of leads) {
      expect(log).not.toContain(lead.name);
      expect(log).not.toContain(String(lead.fields.phone_number));
    }
    for (const email of [validGold.email, validFranchise.email, validCareerFields.candidate_email])
      expect(log).not.toContain(email);
  });
});
