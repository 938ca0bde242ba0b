import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, statSync, truncateSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pino from 'pino';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_PATHS } from '../../shared/api-paths';
import { decodeEntities } from '../helpers/decode-entities';
import { makePdf } from '../helpers/cv-fixtures';
import { validCareerFields, validContact } from '../helpers/lead-fixtures';
import { leadPosts, startSite, type RunningSite } from '../helpers/start-site';

// When the outbox cannot store a lead, the visitor is told to try again (503, the Network
// Error dialog) with everything typed kept, and the backend is not called: a lead the site
// answered for is always one it holds. DATA_DIR is a small file system of the test's own
// (root mounts it; .ci/run runs as root), filled up or made read-only under the running site.

let mountPoint: string;
let site: RunningSite;
/** What the site logged at error level: an operator's only clue to why leads are refused. */
const errors: string[] = [];

const mount = (...args: string[]) => execFileSync('mount', args, { stdio: 'pipe' });

beforeAll(async () => {
  mountPoint = mkdtempSync(path.join(tmpdir(), 'outbox-disk-'));
  try {
    mount('-t', 'tmpfs', '-o', 'size=2m,mode=0700', 'tmpfs', mountPoint);
  } catch (error) {
    throw new Error(
      `This test mounts a 2 MB tmpfs as DATA_DIR and needs root to do so (${String(error).split('\n')[0]})`,
      {
        cause: error,
      },
    );
  }
  const logger = pino({ level: 'error' }, { write: (line: string) => errors.push(line) });
  site = await startSite({ DATA_DIR: path.join(mountPoint, 'data') }, { logger });
});
afterAll(async () => {
  await site?.close();
  try {
    // Lazily: libsql lets go of a closed database's files only when it is garbage-collected.
    execFileSync('umount', ['-l', mountPoint]);
  } finally {
    rmSync(mountPoint, { recursive: true, force: true });
  }
});

const filler = () => path.join(mountPoint, 'filler');
function fillDisk() {
  // Writes until the file system says it is full.
  try {
    writeFileSync(filler(), Buffer.alloc(4 * 1024 * 1024));
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOSPC') throw error;
  }
}

const openDialog = (html: string) =>
  decodeEntities(/<dialog[^>]*\sopen=""[^>]*>([\s\S]*?)<\/dialog>/.exec(html)?.[1] ?? '');
const typedName = (html: string) =>
  /<input[^>]*name="full_name"[^>]*value="([^"]*)"|<input[^>]*value="([^"]*)"[^>]*name="full_name"/
    .exec(html)
    ?.slice(1)
    .find(Boolean);

describe('when the disk is full', () => {
  it('answers a lead 503 with a try-again message, tells the load balancer, calls no backend, and takes leads again once there is room', async () => {
    // A little history first, so the database has pages of its own to grow from.
    await request(site.url)
      .post(API_PATHS.contact)
      .send({ ...validContact, full_name: 'Before' })
      .expect(200);
    const before = (await leadPosts(site.mockUrl)).length;
    fillDisk();
    try {
      const refused = await request(site.url)
        .post(API_PATHS.contact)
        .send({ ...validContact, full_name: 'Refused Lead' })
        .expect(503);
      expect(refused.body).toMatchObject({
        error: 'outbox_unavailable',
        message: expect.stringMatching(/try again/i),
      });

      // The form without JavaScript: the Network Error dialog and the typed values kept.
      const page = await request(site.url)
        .post('/')
        .type('form')
        .send({ ...validContact, full_name: 'Typed Name' })
        .expect(503);
      expect(openDialog(page.text)).toContain('Network Error');
      expect(typedName(page.text)).toBe('Typed Name');
      expect((await leadPosts(site.mockUrl)).length).toBe(before);
      // The store still reads on a full disk; its health says what the leads met.
      expect((await request(site.url).get('/healthz')).status).toBe(503);
      // The log names the cause, and never the lead.
      const refusals = errors.filter((line) => line.includes('the outbox cannot store it'));
      expect(refusals.length).toBeGreaterThan(0);
      for (const line of refusals) {
        expect(line).toContain('SQLITE_FULL');
        expect(line).not.toContain('Refused Lead');
      }
    } finally {
      rmSync(filler(), { force: true });
    }
    // Well again once there is room, before any lead comes to say so (a load balancer that
    // took the instance out sends none).
    await request(site.url).get('/healthz').expect(200);
    await request(site.url)
      .post(API_PATHS.contact)
      .send({ ...validContact, full_name: 'After' })
      .expect(200);
  });
});

describe('when the disk has room for a short enquiry but not for a CV', () => {
  it('keeps /healthz at 503 while a CV would still be refused, and at 200 once there is room for one', async () => {
    await request(site.url).post(API_PATHS.contact).send(validContact).expect(200);
    fillDisk();
    try {
      // Some room again, less than a CV takes.
      truncateSync(filler(), Math.max(0, statSync(filler()).size - 200 * 1024));
      const application = () =>
        request(site.url)
          .post(API_PATHS.career)
          .field(validCareerFields)
          .attach('cv', Buffer.concat([makePdf(), Buffer.alloc(600 * 1024, 0x20)]), 'cv.pdf');
      await application().expect(503);
      expect((await request(site.url).get('/healthz')).status).toBe(503);
      // A short enquiry still fits, and is stored; a CV still would not be.
      await request(site.url)
        .post(API_PATHS.contact)
        .send({ ...validContact, full_name: 'Short Enquiry' })
        .expect(200);
      expect((await request(site.url).get('/healthz')).status).toBe(503);
    } finally {
      rmSync(filler(), { force: true });
    }
    await request(site.url).get('/healthz').expect(200);
  });
});

describe('when DATA_DIR is read-only', () => {
  it('still serves pages, refuses leads with 503, tells the load balancer, and takes leads once it is writable', async () => {
    const readOnly = mkdtempSync(path.join(tmpdir(), 'outbox-ro-'));
    mount('-t', 'tmpfs', '-o', 'size=1m,mode=0700,ro', 'tmpfs', readOnly);
    const roSite = await startSite({ DATA_DIR: readOnly });
    try {
      await request(roSite.url).get('/').expect(200);
      await request(roSite.url).post(API_PATHS.contact).send(validContact).expect(503);
      const page = await request(roSite.url)
        .post('/')
        .type('form')
        .send({ ...validContact, full_name: 'Typed Name' })
        .expect(503);
      expect(openDialog(page.text)).toContain('Network Error');
      expect(typedName(page.text)).toBe('Typed Name');
      expect((await request(roSite.url).get('/healthz')).status).toBe(503);
      expect(await leadPosts(roSite.mockUrl)).toEqual([]);

      mount('-o', 'remount,rw', readOnly);
      await request(roSite.url).post(API_PATHS.contact).send(validContact).expect(200);
      expect((await request(roSite.url).get('/healthz').expect(200)).body.outbox).toEqual({
        pending: 0,
        oldestAgeSeconds: 0,
        dead: 0,
      });
    } finally {
      await roSite.close();
      execFileSync('umount', ['-l', readOnly]);
      rmSync(readOnly, { recursive: true, force: true });
    }
  });
});
