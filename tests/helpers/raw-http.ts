import http from 'node:http';
import { connect } from 'node:net';

// Plain node:http with one keep-alive agent: sends exactly the bytes and headers a test
// gives (no fetch rules about forbidden headers, no automatic content type), fast enough
// for thousands of fuzz cases.

export interface RawResponse {
  status: number;
  headers: http.IncomingHttpHeaders;
  text: string;
  json(): unknown;
}

export interface RawRequest {
  method: string;
  path: string;
  headers?: Record<string, string>;
  body?: string | Buffer;
}

export function createRawClient(baseUrl: string) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 8 });
  const { hostname, port } = new URL(baseUrl);

  function send(request: RawRequest): Promise<RawResponse> {
    return new Promise((resolve, reject) => {
      const body =
        request.body === undefined
          ? undefined
          : Buffer.isBuffer(request.body)
            ? request.body
            : Buffer.from(request.body, 'utf8');
      const headers: Record<string, string> = { ...request.headers };
      if (body !== undefined) headers['content-length'] = String(body.length);
      const req = http.request(
        { agent, hostname, port, method: request.method, path: request.path, headers },
        (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (chunk: Buffer) => chunks.push(chunk));
          res.on('error', reject);
          res.on('end', () => {
            const text = Buffer.concat(chunks).toString('utf8');
            resolve({
              status: res.statusCode ?? 0,
              headers: res.headers,
              text,
              json: () => JSON.parse(text) as unknown,
            });
          });
        },
      );
      req.on('error', reject);
      req.setTimeout(15_000, () =>
        req.destroy(new Error(`no answer to ${request.method} ${request.path} within 15 s`)),
      );
      req.end(body);
    });
  }

  return { send, close: () => agent.destroy() };
}

/**
 * Sends request bytes exactly as written (no client fills in a Host) and returns the whole
 * answer. The bytes must ask for `Connection: close`: the socket is not half-closed, because
 * Node aborts a response still being rendered when its client half-closes.
 */
export function exchangeRawBytes(baseUrl: string, bytes: string): Promise<string> {
  const { hostname, port } = new URL(baseUrl);
  return new Promise((resolve, reject) => {
    const socket = connect(Number(port), hostname, () => socket.write(bytes));
    const chunks: Buffer[] = [];
    socket.on('data', (chunk: Buffer) => chunks.push(chunk));
    socket.on('error', reject);
    socket.on('close', () => resolve(Buffer.concat(chunks).toString('latin1')));
  });
}

/** A multipart/form-data body built by hand, so tests control every byte of it. */
export function multipartBody(
  parts: Array<{ name: string; value: string | Buffer; filename?: string; contentType?: string }>,
  boundary = `----fuzz${Math.random().toString(16).slice(2)}`,
): { body: Buffer; contentType: string } {
  const chunks: Buffer[] = [];
  for (const part of parts) {
    const disposition = `form-data; name="${part.name}"${part.filename === undefined ? '' : `; filename="${part.filename}"`}`;
    const type = part.contentType ?? (part.filename === undefined ? undefined : 'application/octet-stream');
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: ${disposition}\r\n${type ? `Content-Type: ${type}\r\n` : ''}\r\n`,
        'utf8',
      ),
    );
    chunks.push(Buffer.isBuffer(part.value) ? part.value : Buffer.from(part.value, 'utf8'));
    chunks.push(Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { body: Buffer.concat(chunks), contentType: `multipart/form-data; boundary=${boundary}` };
}

/** One request's status, headers and body bytes exactly as sent (node:http does not decompress). */
export function getBytes(
  url: string,
  headers: Record<string, string> = {},
  method = 'GET',
): Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer }> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers, method }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () =>
          resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }),
        );
        res.on('error', reject);
      })
      .on('error', reject);
  });
}
