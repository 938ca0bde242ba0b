import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_PATHS } from '../../shared/api-paths';
import { answerWithoutOutbox, runOutboxCommand } from '../../server/outbox/outbox-cli';
import { sqliteOutboxAdmin } from '../../server/outbox/embedded/sqlite-outbox-admin';
import { OUTBOX_FILE, openSqliteOutboxStore } from '../../server/outbox/embedded/sqlite-outbox-store';
import { makePdf } from '../helpers/cv-fixtures';
import { validContact } from '../helpers/lead-fixtures';
import { injectFault, resetMock, startSite, type RunningSite } from '../helpers/start-site';
import { deadLetterRoundTrip, refusedCareerLead } from '../helpers/outbox-cli-scenario';

// What an operator does with the outbox while the site runs: see how many leads wait and why
// some are dead, look at one, send it again, clear old dead letters.

let site: RunningSite;
beforeAll(async () => {
  site = await startSite();
});
afterAll(async () => {
  await site.close();
});

const outbox = async (...args: string[]) => {
  const store = openSqliteOutboxStore(site.dataDir);
  try {
    return await runOutboxCommand(args, sqliteOutboxAdmin(store, OUTBOX_FILE));
  } finally {
    await store.close();
  }
};

describe('npm run outbox', () => {
  it('shows a lead the backend refused (422) as a dead letter after its first attempt, without personal data, until asked', async () => {
    await deadLetterRoundTrip(site, outbox, '\\d+', () => site.leads.deliverDue());
  });

  it('shows a CV by its name, size and digest, never its bytes, and purges dead letters by age', async () => {
    await refusedCareerLead(site);
    await injectFault(site.mockUrl, { path: API_PATHS.contact, status: 403 });
    await request(site.url).post(API_PATHS.contact).send(validContact).expect(403);
    await resetMock(site.mockUrl);

    const ids = [...(await outbox('list')).out.matchAll(/^#(\d+)/gm)].map((match) => match[1]!);
    expect(ids).toHaveLength(2);
    const shown = JSON.parse((await outbox('show', ids[0]!)).out);
    expect(shown.cv).toEqual({
      name: 'cv.pdf',
      type: 'application/pdf',
      bytes: makePdf().length,
      sha256: expect.stringMatching(/^[0-9a-f]{64}$/),
    });

    expect((await outbox('purge-dead', '--older-than', '30d')).out).toBe('0 dead letter(s) removed.');
    expect((await outbox('retry-dead')).out).toBe('2 dead letter(s) put back in line.');
    await site.leads.deliverDue();
    expect((await outbox('status')).out).toBe('pending: 0\ndead:    0');
  });

  it('says how to use it when the words are off', async () => {
    expect(await outbox('show', 'abc')).toMatchObject({
      code: 2,
      out: expect.stringContaining('Usage: npm run outbox'),
    });
    expect(await outbox('purge-dead')).toMatchObject({
      code: 2,
      out: expect.stringContaining('--older-than'),
    });
    expect(await outbox('show', '999999')).toMatchObject({
      code: 1,
      out: expect.stringContaining('No lead #999999'),
    });
    // Its options may come before the command; asked for help, it needs no outbox.
    expect(answerWithoutOutbox(['--older-than', '30d', 'purge-dead'])).toBeNull();
    expect(await outbox('--older-than', '30d', 'purge-dead')).toMatchObject({ code: 0 });
    for (const help of [['help'], ['--help'], ['-h'], ['--older-than', '1d', 'help']])
      expect(answerWithoutOutbox(help), help.join(' ')).toMatchObject({
        code: 0,
        out: expect.stringContaining('Usage'),
      });
  });

  it('runs as an npm script against DATA_DIR, saying which outbox it read', async () => {
    const { stdout, stderr } = await promisify(execFile)(
      'npm',
      ['run', '--silent', 'outbox', '--', 'status'],
      {
        env: { ...process.env, DATA_DIR: site.dataDir },
      },
    );
    expect(stdout.trim()).toBe('pending: 0\ndead:    0');
    expect(stderr).toContain(`Outbox: ${path.join(site.dataDir, OUTBOX_FILE)}`);
  });

  it('prints nothing on stdout for an empty list, so that `list dead | wc -l` counts 0', async () => {
    const { stdout, stderr } = await promisify(execFile)(
      'npm',
      ['run', '--silent', 'outbox', '--', 'list', 'dead'],
      {
        env: { ...process.env, DATA_DIR: site.dataDir },
      },
    );
    expect(stdout).toBe('');
    expect(stderr).toContain('No leads in the outbox.');
  });

  // Three starts of the command (npm, then tsx compiling it), side by side: one after another
  // they outran the default time limit on a machine busy with other test runs.
  it('shows its usage when asked, with no outbox to read, and opens none', { timeout: 60_000 }, async () => {
    const missing = path.join(site.dataDir, 'not-there');
    const run = (argument: string) =>
      promisify(execFile)('npm', ['run', '--silent', 'outbox', '--', argument], {
        env: { ...process.env, DATA_DIR: missing },
      });
    const [help, dashDashHelp, misspelt] = await Promise.allSettled([
      run('help'),
      run('--help'),
      run('stauts'),
    ]);
    for (const asked of [help, dashDashHelp]) {
      expect(asked.status).toBe('fulfilled');
      const { stdout, stderr } = (asked as PromiseFulfilledResult<{ stdout: string; stderr: string }>).value;
      expect(stdout).toContain('Usage: npm run outbox');
      expect(stderr).toBe('');
    }
    expect(misspelt.status).toBe('rejected');
    expect((misspelt as PromiseRejectedResult).reason).toMatchObject({
      code: 2,
      stdout: '',
      stderr: expect.stringContaining('Usage: npm run outbox'),
    });
    expect(existsSync(missing)).toBe(false);
  });

  it('says there is no outbox where DATA_DIR points, rather than "pending: 0", and makes none', async () => {
    const missing = path.join(site.dataDir, 'misspelt');
    const run = promisify(execFile)('npm', ['run', '--silent', 'outbox', '--', 'status'], {
      env: { ...process.env, DATA_DIR: missing },
    });
    await expect(run).rejects.toMatchObject({
      code: 2,
      stdout: '',
      stderr: expect.stringContaining(`No outbox at ${path.join(missing, OUTBOX_FILE)}`),
    });
    expect(existsSync(missing)).toBe(false);
  });
});
