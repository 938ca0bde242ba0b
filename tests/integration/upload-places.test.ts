import type { AddressInfo } from 'node:net';
import type http from 'node:http';
import { connect } from 'node:net';
import express from 'express';
import { afterEach, describe, expect, it } from 'vitest';
import { createCvUpload, type CvUploadOptions } from '../../server/http/cv-upload';
import { makePdf } from '../helpers/cv-fixtures';
import { multipartBody } from '../helpers/raw-http';

// The places CV uploads hold in memory, against a client that keeps them without sending
// (slowloris): the upload middleware alone, in front of a route that says what it got.

let server: http.Server | undefined;
const sockets: ReturnType<typeof connect>[] = [];
afterEach(async () => {
  for (const socket of sockets.splice(0)) socket.destroy();
  await new Promise((resolve) => (server ? server.close(resolve) : resolve(undefined)));
  server = undefined;
});

/** `route` runs before the answer: a lead's storing and first sending, played by the test. */
async function startUploads(options: CvUploadOptions, route?: () => Promise<void>): Promise<number> {
  const app = express();
  // The test picks each request's address with X-Forwarded-For.
  app.set('trust proxy', 'loopback');
  app.post('/up', createCvUpload(options), async (req, res) => {
    await route?.();
    res.json({ busy: res.locals.uploadsBusy === true, bytes: req.file?.size ?? 0 });
  });
  server = app.listen(0, '127.0.0.1');
  await new Promise((resolve) => server!.once('listening', resolve));
  return (server!.address() as AddressInfo).port;
}

const upload = () =>
  multipartBody([
    { name: 'candidate_name', value: 'Kavya N' },
    { name: 'cv', value: makePdf(), filename: 'cv.pdf', contentType: 'application/pdf' },
  ]);

function requestHead(port: number, body: Buffer, contentType: string, from: string): string {
  return (
    `POST /up HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nContent-Type: ${contentType}\r\n` +
    `X-Forwarded-For: ${from}\r\nContent-Length: ${body.length}\r\n\r\n`
  );
}

/** Sends a request's head and the first half of its body, then nothing: what it gets back, once closed. */
function holdWithHalfABody(port: number, from = '127.0.0.1'): { answer: Promise<string> } {
  const { body, contentType } = upload();
  const socket = connect(port, '127.0.0.1');
  sockets.push(socket);
  const chunks: Buffer[] = [];
  socket.on('data', (chunk: Buffer) => chunks.push(chunk));
  socket.on('error', () => undefined);
  socket.write(requestHead(port, body, contentType, from));
  socket.write(body.subarray(0, body.length / 2));
  return {
    answer: new Promise((resolve) =>
      socket.on('close', () => resolve(Buffer.concat(chunks).toString('latin1'))),
    ),
  };
}

async function sendWhole(port: number, from = '127.0.0.1'): Promise<{ busy: boolean; bytes: number }> {
  const { body, contentType } = upload();
  const res = await fetch(`http://127.0.0.1:${port}/up`, {
    method: 'POST',
    headers: { 'content-type': contentType, 'x-forwarded-for': from },
    body: new Uint8Array(body),
  });
  return (await res.json()) as { busy: boolean; bytes: number };
}

describe('places for CV uploads', () => {
  it('lets one address hold only its share of them: the others stay free for other visitors', async () => {
    const port = await startUploads({ atOnce: 8, perClient: 2, stall: { windowMs: 60_000, minBytes: 1 } });
    holdWithHalfABody(port);
    holdWithHalfABody(port);
    await expect.poll(() => sendWhole(port), { timeout: 5_000 }).toEqual({ busy: true, bytes: 0 });
    for (const socket of sockets.splice(0)) socket.destroy();
    await expect
      .poll(() => sendWhole(port), { timeout: 5_000 })
      .toEqual({ busy: false, bytes: makePdf().length });
  });

  it('counts the addresses of one IPv6 network as one client, as the rate limit does', async () => {
    const port = await startUploads({ atOnce: 8, perClient: 2, stall: { windowMs: 60_000, minBytes: 1 } });
    holdWithHalfABody(port, '2001:db8:0:1::1');
    holdWithHalfABody(port, '2001:db8:0:2::1');
    // Another address of the same /56: that network's share is taken.
    await expect
      .poll(() => sendWhole(port, '2001:db8:0:3::1'), { timeout: 5_000 })
      .toEqual({ busy: true, bytes: 0 });
    // Another network's is not.
    expect(await sendWhole(port, '2001:db8:1:100::1')).toEqual({ busy: false, bytes: makePdf().length });
  });

  it("gives an address its share back once a CV is read, while the applications wait for the backend's answer", async () => {
    let backendAnswers!: () => void;
    const backend = new Promise<void>((resolve) => (backendAnswers = resolve));
    let waiting = 0;
    const port = await startUploads({ atOnce: 3, perClient: 2 }, async () => {
      waiting += 1;
      if (waiting <= 3) await backend;
    });
    const first = [sendWhole(port), sendWhole(port)];
    await expect.poll(() => waiting).toBe(2);
    // Three visitors on one phone network's address: the third is taken.
    const third = sendWhole(port);
    await expect.poll(() => waiting).toBe(3);
    // The places themselves stay taken until the answers have gone: their CVs are still in memory.
    expect(await sendWhole(port)).toEqual({ busy: true, bytes: 0 });
    backendAnswers();
    for (const answer of await Promise.all([...first, third]))
      expect(answer).toEqual({ busy: false, bytes: makePdf().length });
  });

  it('answers an upload that stops sending 408, closes it, and gives its place to the next', async () => {
    const port = await startUploads({ atOnce: 1, perClient: 1, stall: { windowMs: 200, minBytes: 1024 } });
    const stalled = holdWithHalfABody(port);
    expect((await stalled.answer).split('\r\n')[0]).toBe('HTTP/1.1 408 Request Timeout');
    expect(await sendWhole(port)).toEqual({ busy: false, bytes: makePdf().length });
  });
});
