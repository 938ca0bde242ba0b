import { gzipSync } from 'node:zlib';
import fc from 'fast-check';
import type { z } from 'zod';
import { API_PATHS } from '../../shared/api-paths';
import { detectCvType } from '../../shared/cv-file-type';
import { HONEYPOT_FIELD } from '../../shared/honeypot';
import { isValidIdempotencyKey } from '../../shared/idempotency';
import { careerFieldsSchema } from '../../shared/schemas/career-application';
import { CV_MAX_BYTES } from '../../shared/cv-rules';
import { CV_UPLOAD_LIMITS } from '../../shared/cv-upload-limits';
import { leadBodyLimitBytes } from '../../shared/lead-body-limits';
import { contactLeadSchema } from '../../shared/schemas/contact-lead';
import { franchiseLeadSchema } from '../../shared/schemas/franchise-lead';
import { goldLeadSchema } from '../../shared/schemas/gold-lead';
import { makeDocx, makeOle2, makePdf, makeZip } from './cv-fixtures';
import { validCareerFields, validContact, validFranchise, validGold } from './lead-fixtures';
import type { RawRequest } from './raw-http';

// Hand-written fast-check arbitraries for the five /purity/v1 endpoints: each generates a
// request (method, path, headers, body bytes) and says, from what it built, whether the
// request could be accepted (`mayPass`) and whether it must be (`mustPass`). The fuzz
// tests then hold the server to: 200 only when mayPass, 200 (or 422 for a reused
// Idempotency-Key) whenever mustPass, and otherwise one of the client-error statuses.

export type Target = 'proxy' | 'mock';
export type OriginKind = 'none' | 'self' | 'foreign' | 'null';

export interface FuzzCase {
  description: string;
  method: 'GET' | 'POST';
  path: string;
  headers: Record<string, string>;
  origin: OriginKind;
  body?: Buffer;
  mayPass: boolean;
  mustPass: boolean;
}

export const CLIENT_ERRORS = new Set([400, 403, 413, 415, 422, 429]);

/** JSON body limits: the mock's (mock-backend/json-body.ts) and the site's, room for a long paste. */
const JSON_LIMIT: Record<Target, number> = { mock: 16 * 1024, proxy: leadBodyLimitBytes(3) };

// ---------------------------------------------------------------- strings and JSON values

const FIELD_NAMES = [
  ...new Set([
    ...Object.keys(validContact),
    ...Object.keys(validGold),
    ...Object.keys(validFranchise),
    ...Object.keys(validCareerFields),
    'cv',
    HONEYPOT_FIELD,
  ]),
];

/**
 * Up to ~80 KB of one repeated character (ASCII, 2-byte, 4-byte, or a JSON escape): past the
 * mock's body and field limits and the site's, which leave room for a long paste.
 */
const hugeString = fc
  .tuple(fc.integer({ min: 1_000, max: 80_000 }), fc.constantFrom('x', 'é', '😀', '\\', '"', ' ', '\u0000'))
  .map(([bytes, char]) => char.repeat(Math.ceil(bytes / Buffer.byteLength(char))));

const nastyString = fc.constantFrom(
  '',
  ' ',
  '   \t\n',
  '__proto__',
  'constructor',
  '<script>alert(1)</script>',
  '\u0000',
  '\ud800',
  '\u202e',
  '9845012345',
  '+91 98450-12345',
  'Sell gold',
  'a@b.co',
  "' OR 1=1 --",
  '../../etc/passwd',
  '%00',
  '${jndi:ldap://x}',
  '{{7*7}}',
  '0',
  '-1',
  '1e309',
  'true',
  'null',
);

const anyString = fc.oneof(
  { arbitrary: fc.string({ maxLength: 40 }), weight: 4 },
  { arbitrary: fc.string({ unit: 'grapheme', maxLength: 30 }), weight: 2 },
  { arbitrary: fc.string({ unit: 'binary', maxLength: 30 }), weight: 1 },
  { arbitrary: nastyString, weight: 3 },
  { arbitrary: hugeString, weight: 1 },
);

const jsonKey = fc.oneof(
  fc.constantFrom(...FIELD_NAMES, '__proto__', 'constructor', 'prototype', 'toString'),
  fc.string({ maxLength: 12 }),
);

const jsonPrimitive = fc.oneof(
  fc.constant(null),
  fc.boolean(),
  fc.integer(),
  fc.constantFrom(0, -0, 18, 20, 22, 24, 1e308, -1e-308, Number.MAX_SAFE_INTEGER + 2),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
  anyString,
);

/** Any JSON value, nesting arrays and objects a few levels deep. */
const jsonValue: fc.Arbitrary<unknown> = fc.letrec<{ value: unknown }>((tie) => ({
  value: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    jsonPrimitive,
    fc.array(tie('value'), { maxLength: 5 }),
    fc.dictionary(jsonKey, tie('value'), { maxKeys: 6 }),
  ),
})).value;

/** Deep nesting that still fits under the body limit. */
const deepNesting = fc.integer({ min: 50, max: 5_000 }).chain((depth) =>
  fc.constantFrom('[', '{"a":').map((open) => {
    const close = open === '[' ? ']' : '}';
    return open.repeat(depth) + '1' + close.repeat(depth);
  }),
);

// ---------------------------------------------------------------- headers

const idempotencyKey = fc.oneof(
  { arbitrary: fc.constant(undefined), weight: 6 },
  { arbitrary: fc.uuid().map(String), weight: 2 },
  // A small pool, so keys are reused: with the same body -> replay, another body -> 422.
  { arbitrary: fc.constantFrom('fuzz-key-1', 'fuzz-key-2'), weight: 1 },
  { arbitrary: fc.constantFrom('x'.repeat(256), 'tab\there', 'caf\xe9'), weight: 1 },
);

const origin = fc.constantFrom<OriginKind>('none', 'none', 'none', 'self', 'self', 'foreign', 'null');

interface CommonHeaders {
  key: string | undefined;
  origin: OriginKind;
}
const common = fc.record<CommonHeaders>({ key: idempotencyKey, origin });

function commonOk(headers: CommonHeaders, target: Target): boolean {
  const originOk = target === 'mock' || headers.origin === 'none' || headers.origin === 'self';
  return originOk && (headers.key === undefined || isValidIdempotencyKey(headers.key));
}

function baseHeaders(headers: CommonHeaders): Record<string, string> {
  return headers.key === undefined ? {} : { 'idempotency-key': headers.key };
}

// ---------------------------------------------------------------- JSON lead endpoints

type JsonKind = 'contact' | 'gold' | 'franchise';
const JSON_LEADS: Record<JsonKind, { valid: Record<string, unknown>; schema: z.ZodType }> = {
  contact: { valid: validContact, schema: contactLeadSchema },
  gold: { valid: validGold, schema: goldLeadSchema },
  franchise: { valid: validFranchise, schema: franchiseLeadSchema },
};

/** Content types: whether the JSON parser reads the body (true), refuses it (false), or we are unsure. */
const JSON_CONTENT_TYPES: Array<[string | undefined, boolean | 'unsure']> = [
  ['application/json', true],
  ['application/json; charset=utf-8', true],
  ['APPLICATION/JSON', 'unsure'],
  ['application/json; charset=latin1', false],
  ['application/json; charset=utf-16', false],
  ['text/plain', false],
  ['text/json', false],
  ['application/x-www-form-urlencoded', false],
  ['multipart/form-data; boundary=x', false],
  ['application/xml', false],
  ['application/json-patch+json', false],
  ['*/*', false],
  ['garbage', false],
  [undefined, false],
];

const jsonContentType = fc.oneof(
  { arbitrary: fc.constant(JSON_CONTENT_TYPES[0]!), weight: 8 },
  { arbitrary: fc.constantFrom(...JSON_CONTENT_TYPES), weight: 3 },
);

type Encoding = 'identity' | 'gzip' | 'gzip-garbage' | 'unknown';
const encoding = fc.oneof(
  { arbitrary: fc.constant<Encoding>('identity'), weight: 12 },
  { arbitrary: fc.constantFrom<Encoding>('gzip', 'gzip-garbage', 'unknown'), weight: 1 },
);

/** A JSON body: a valid lead, one with wrong types, random JSON, or broken JSON text. */
function jsonBodyText(kind: JsonKind): fc.Arbitrary<{ text: string; label: string }> {
  const { valid } = JSON_LEADS[kind];
  const fields = Object.keys(valid);
  const lead = fc.oneof(
    // The valid lead with its text fields changed to other strings.
    fc
      .record({ field: fc.constantFrom(...fields), value: anyString })
      .map(({ field, value }) => ({ ...valid, [field]: value })),
    // Wrong types: some fields replaced by any JSON value, some dropped, some added.
    fc
      .record({
        replace: fc.subarray(fields),
        values: fc.array(jsonValue, { minLength: fields.length, maxLength: fields.length }),
        drop: fc.subarray(fields, { maxLength: 2 }),
        extra: fc.dictionary(jsonKey, jsonValue, { maxKeys: 2 }),
      })
      .map(({ replace, values, drop, extra }) => {
        const out: Record<string, unknown> = { ...valid, ...extra };
        replace.forEach((field, i) => (out[field] = values[i]));
        for (const field of drop) delete out[field];
        return out;
      }),
    // The honeypot filled (or present and empty).
    fc
      .record({ trap: fc.oneof(anyString, jsonValue) })
      .map(({ trap }) => ({ ...valid, [HONEYPOT_FIELD]: trap })),
  );
  return fc.oneof(
    { arbitrary: fc.constant({ text: JSON.stringify(valid), label: 'valid lead' }), weight: 2 },
    { arbitrary: lead.map((value) => ({ text: JSON.stringify(value), label: 'mutated lead' })), weight: 6 },
    {
      arbitrary: jsonValue.map((value) => ({ text: JSON.stringify(value) ?? 'null', label: 'random JSON' })),
      weight: 3,
    },
    { arbitrary: deepNesting.map((text) => ({ text, label: 'deep nesting' })), weight: 1 },
    { arbitrary: malformedJson(fc.oneof(fc.constant<unknown>(valid), lead, jsonValue)), weight: 3 },
    { arbitrary: anyString.map((text) => ({ text, label: 'random text' })), weight: 1 },
  );
}

/** JSON text broken the ways clients and bots break it. */
function malformedJson(values: fc.Arbitrary<unknown>): fc.Arbitrary<{ text: string; label: string }> {
  return fc
    .record({
      text: values.map((v) => JSON.stringify(v) ?? ''),
      how: fc.constantFrom(
        'truncate',
        'insert',
        'delete',
        'single-quotes',
        'trailing-comma',
        'bom',
        'garbage-after',
        'comment',
        'nan',
      ),
      at: fc.nat(),
      char: fc.constantFrom('{', '}', '[', ']', '"', ',', ':', '\\', 'x', '\u0000', '\n'),
    })
    .map(({ text, how, at, char }) => {
      const i = text.length === 0 ? 0 : at % text.length;
      const broken = {
        truncate: text.slice(0, i),
        insert: text.slice(0, i) + char + text.slice(i),
        delete: text.slice(0, i) + text.slice(i + 1),
        'single-quotes': text.replace(/"/g, "'"),
        'trailing-comma': text.replace(/}$/, ',}'),
        bom: '\ufeff' + text,
        'garbage-after': text + char + 'garbage',
        comment: '/* c */' + text,
        nan: text.replace(/:\s*("[^"]*"|\d+)/, ':NaN'),
      }[how];
      return { text: broken, label: `malformed JSON (${how})` };
    });
}

/** What the JSON endpoints' parser and schema make of the bytes: could it be accepted? */
function judgeJson(kind: JsonKind, text: string, target: Target): boolean {
  if (Buffer.byteLength(text) > JSON_LIMIT[target]) return false;
  // body-parser decodes UTF-8 dropping a leading BOM, then (strict mode) wants an object or array.
  text = text.replace(/^\ufeff/, '');
  // eslint-disable-next-line no-control-regex -- JSON's own whitespace
  if (!/^[\x20\x09\x0a\x0d]*[[{]/.test(text)) return false;
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return false;
  }
  if (
    target === 'proxy' &&
    typeof value === 'object' &&
    value !== null &&
    !Array.isArray(value) &&
    HONEYPOT_FIELD in value
  ) {
    const { [HONEYPOT_FIELD]: trap, ...rest } = value as Record<string, unknown>;
    if (typeof trap === 'string' ? trap.trim() !== '' : trap != null) return true;
    value = rest;
  }
  return JSON_LEADS[kind].schema.safeParse(value).success;
}

export function jsonLeadCase(kind: JsonKind, target: Target): fc.Arbitrary<FuzzCase> {
  return fc
    .record({ body: jsonBodyText(kind), contentType: jsonContentType, encoding, common })
    .map(({ body, contentType: [type, typeReadable], encoding: enc, common: c }) => {
      const headers = baseHeaders(c);
      if (type !== undefined) headers['content-type'] = type;
      let bytes = Buffer.from(body.text, 'utf8');
      if (enc === 'gzip') bytes = gzipSync(bytes);
      if (enc !== 'identity') headers['content-encoding'] = enc === 'unknown' ? 'x-snappy' : 'gzip';
      const readable = typeReadable !== false && enc !== 'gzip-garbage' && enc !== 'unknown';
      const mayPass = commonOk(c, target) && readable && judgeJson(kind, body.text, target);
      return {
        description: `${kind} ${body.label}, ${type ?? 'no content type'}, ${enc}, origin ${c.origin}, key ${c.key ?? '-'}`,
        method: 'POST' as const,
        path: API_PATHS[kind],
        headers,
        origin: c.origin,
        body: bytes,
        mayPass,
        mustPass: mayPass && typeReadable === true && enc === 'identity',
      };
    });
}

// ---------------------------------------------------------------- career multipart

interface Part {
  name: string;
  value: string | Buffer;
  filename?: string;
}

const BIG_CV = Buffer.concat([makePdf(), Buffer.alloc(CV_MAX_BYTES + 1 - makePdf().length, 0x20)]);

const cvFile = fc.oneof(
  {
    arbitrary: fc.constantFrom<[Buffer, string]>(
      [makePdf(), 'cv.pdf'],
      [makeDocx(), 'cv.docx'],
      [makeOle2(), 'cv.doc'],
    ),
    weight: 6,
  },
  {
    arbitrary: fc.constantFrom<[Buffer, string]>(
      [makePdf(), 'cv.docx'],
      [makeOle2(), 'cv.docx'],
      [makeOle2(), 'cv.pdf'],
      [Buffer.from('MZ\x90\x00\x03', 'latin1'), 'cv.pdf'],
      [Buffer.from('plain text'), 'cv.docx'],
      [makeZip([{ name: 'x.txt', data: Buffer.from('x') }]), 'cv.docx'],
      [Buffer.alloc(0), 'cv.pdf'],
      [makePdf(), 'cv.exe'],
      [makePdf(), 'cv'],
      [BIG_CV, 'big.pdf'],
    ),
    weight: 3,
  },
  {
    arbitrary: fc
      .uint8Array({ maxLength: 2_000 })
      .map((bytes): [Buffer, string] => [Buffer.from(bytes), 'random.pdf']),
    weight: 1,
  },
);

const cvFilename = fc.oneof(
  { arbitrary: fc.constant(undefined), weight: 6 },
  {
    arbitrary: fc.constantFrom(
      '../../etc/passwd',
      '..\\..\\boot',
      '.hidden',
      'résumé',
      'a'.repeat(200),
      '-rf',
      'con',
      'x.pdf.exe',
      '%2e%2e%2f',
    ),
    weight: 2,
  },
);

const safeFieldName = fc.oneof(
  { arbitrary: fc.constantFrom(...FIELD_NAMES), weight: 4 },
  { arbitrary: fc.constantFrom('__proto__', 'constructor', 'a[b]', 'x[0]', 'cv[]', 'toString'), weight: 1 },
  { arbitrary: fc.stringMatching(/^[a-z_]{1,20}$/), weight: 1 },
);

type Structure =
  | 'ok'
  | 'epilogue'
  | 'truncate'
  | 'flip'
  | 'no-boundary'
  | 'wrong-boundary'
  | 'no-final-boundary'
  | 'bad-header'
  | 'long-name';

const careerParts = fc
  .record({
    drop: fc.subarray(Object.keys(validCareerFields), { maxLength: 2 }),
    replace: fc.array(
      fc.record({ name: fc.constantFrom(...Object.keys(validCareerFields)), value: anyString }),
      { maxLength: 2 },
    ),
    extra: fc.array(fc.record({ name: safeFieldName, value: anyString }), { maxLength: 3 }),
    manyFields: fc.oneof(
      { arbitrary: fc.constant(0), weight: 9 },
      { arbitrary: fc.integer({ min: 16, max: 30 }), weight: 1 },
    ),
    trap: fc.oneof({ arbitrary: fc.constant(undefined), weight: 5 }, { arbitrary: anyString, weight: 1 }),
    cvCount: fc.oneof(
      { arbitrary: fc.constant(1), weight: 8 },
      { arbitrary: fc.constantFrom(0, 2), weight: 2 },
    ),
    cv: cvFile,
    cvName: cvFilename,
    cvField: fc.oneof(
      { arbitrary: fc.constant('cv'), weight: 9 },
      { arbitrary: fc.constantFrom('resume', 'cv[]', 'CV'), weight: 1 },
    ),
  })
  .map(({ drop, replace, extra, manyFields, trap, cvCount, cv, cvName, cvField }) => {
    const fields: Part[] = Object.entries(validCareerFields)
      .filter(([name]) => !drop.includes(name))
      .map(([name, value]) => ({ name, value }));
    for (const { name, value } of replace) {
      const found = fields.find((part) => part.name === name);
      if (found) found.value = value;
    }
    fields.push(...extra);
    for (let i = 0; i < manyFields; i += 1) fields.push({ name: `filler_${i}`, value: 'x' });
    if (trap !== undefined) fields.push({ name: HONEYPOT_FIELD, value: trap });
    const [bytes, defaultName] = cv;
    const filename = cvName === undefined ? defaultName : cvName + (defaultName.match(/\.\w+$/)?.[0] ?? '');
    const files: Part[] = Array.from({ length: cvCount }, () => ({ name: cvField, value: bytes, filename }));
    return { fields, files };
  });

/** The career endpoint's judgement of well-formed parts (limits, schema, honeypot, CV content). */
function judgeCareerParts(fields: Part[], files: Part[], target: Target): boolean {
  const partCount = fields.length + files.length;
  if (fields.length > 20 || partCount > 25) return false;
  if (
    fields.some(
      (f) =>
        Buffer.byteLength(f.value) > CV_UPLOAD_LIMITS.fieldSize ||
        Buffer.byteLength(f.name) > 100 ||
        f.name.includes('['),
    )
  )
    return false;
  if (files.length > 1 || files.some((f) => f.name !== 'cv')) return false;
  if (files.some((f) => f.value.length > CV_MAX_BYTES)) return false;
  // multer's append-field: repeated names become arrays (bracketed names are refused above).
  // Each value as the server reads it: the UTF-8 on the wire, where a lone surrogate is U+FFFD.
  const values = new Map<string, string[]>();
  for (const f of fields)
    values.set(f.name, [...(values.get(f.name) ?? []), Buffer.from(f.value).toString('utf8')]);
  const flat: Record<string, unknown> = {};
  for (const [name, list] of values) flat[name] = list.length === 1 ? list[0] : list;
  if (target === 'proxy' && HONEYPOT_FIELD in flat) {
    const trap = flat[HONEYPOT_FIELD];
    if (typeof trap === 'string' ? trap.trim() !== '' : trap != null) return true;
  }
  const file = files[0];
  if (!file || file.value.length === 0) return false;
  if (!detectCvType(file.value as Buffer, basename(file.filename ?? ''))) return false;
  return careerFieldsSchema.safeParse(flat).success;
}

function basename(name: string): string {
  return name.split(/[\\/]/).pop() ?? '';
}

function encodeMultipart(parts: Part[], boundary: string): Buffer {
  const chunks: Buffer[] = [];
  for (const part of parts) {
    const disposition = `form-data; name="${part.name}"${part.filename === undefined ? '' : `; filename="${part.filename}"`}`;
    const type = part.filename === undefined ? '' : 'Content-Type: application/octet-stream\r\n';
    chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: ${disposition}\r\n${type}\r\n`, 'utf8'));
    chunks.push(Buffer.isBuffer(part.value) ? part.value : Buffer.from(part.value, 'utf8'));
    chunks.push(Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return Buffer.concat(chunks);
}

const structure = fc.oneof(
  { arbitrary: fc.constant<Structure>('ok'), weight: 10 },
  {
    arbitrary: fc.constantFrom<Structure>(
      'epilogue',
      'truncate',
      'flip',
      'no-boundary',
      'wrong-boundary',
      'no-final-boundary',
      'bad-header',
      'long-name',
    ),
    weight: 5,
  },
);

const multipartContentType = fc.oneof(
  { arbitrary: fc.constant<[string | undefined, boolean]>(['multipart/form-data', true]), weight: 12 },
  {
    arbitrary: fc.constantFrom<[string | undefined, boolean]>(
      ['application/json', false],
      ['application/x-www-form-urlencoded', false],
      ['text/plain', false],
      ['multipart/mixed', false],
      [undefined, false],
    ),
    weight: 2,
  },
);

export function careerCase(target: Target): fc.Arbitrary<FuzzCase> {
  return fc
    .record({
      parts: careerParts,
      structure,
      at: fc.nat(),
      contentType: multipartContentType,
      boundary: fc.stringMatching(/^[A-Za-z0-9'()+_,.-]{1,60}$/),
      common,
    })
    .map(
      ({
        parts: { fields, files },
        structure: how,
        at,
        contentType: [type, isMultipart],
        boundary,
        common: c,
      }) => {
        const allParts = [...fields, ...files];
        const b = `--${boundary}`;
        if (how === 'long-name') allParts.push({ name: 'n'.repeat(101), value: 'x' });
        let body = encodeMultipart(allParts, b);
        let headerBoundary = b;
        switch (how) {
          case 'epilogue':
            body = Buffer.concat([body, Buffer.from('trailing garbage after the closing boundary')]);
            break;
          case 'truncate':
            body = body.subarray(0, Math.max(0, body.length - 8 - (at % Math.max(1, body.length - 8))));
            break;
          case 'flip': {
            body = Buffer.from(body);
            if (body.length > 0) body[at % body.length] = (body[at % body.length]! + 1 + (at % 255)) % 256;
            break;
          }
          case 'no-final-boundary':
            body = body.subarray(0, body.length - `--${b}--\r\n`.length);
            break;
          case 'wrong-boundary':
            headerBoundary = `${b}X`;
            break;
          case 'bad-header':
            body = Buffer.concat([
              Buffer.from(`--${b}\r\nContent-Disposition: form-data; name="broken\r\nGarbage\r\n\r\nx\r\n`),
              body,
            ]);
            break;
        }
        const headers = baseHeaders(c);
        // A boundary with characters outside an HTTP token must be quoted (RFC 2046 5.1.1).
        const boundaryParam = /^[A-Za-z0-9'+_.-]+$/.test(headerBoundary)
          ? headerBoundary
          : `"${headerBoundary}"`;
        if (type !== undefined)
          headers['content-type'] =
            type === 'multipart/form-data' && how !== 'no-boundary'
              ? `${type}; boundary=${boundaryParam}`
              : type;
        const structureOk = how === 'ok' || how === 'epilogue';
        const unsure = how === 'flip';
        const partsPass = judgeCareerParts(fields, files, target);
        const mayPass = commonOk(c, target) && isMultipart && (unsure || (structureOk && partsPass));
        return {
          description: `career ${how}, ${fields.length} fields, ${files.length} files${files[0] ? ` (${files[0].filename}, ${files[0].value.length} B)` : ''}, ${type ?? 'no content type'}, origin ${c.origin}, key ${c.key ?? '-'}`,
          method: 'POST' as const,
          path: API_PATHS.career,
          headers,
          origin: c.origin,
          body,
          mayPass,
          mustPass: mayPass && !unsure && structureOk && partsPass,
        };
      },
    );
}

// ---------------------------------------------------------------- rates (GET)

export function ratesCase(): fc.Arbitrary<FuzzCase> {
  const query = fc.oneof(
    fc.constant(''),
    fc
      .dictionary(
        anyString.filter((s) => s.length < 200),
        anyString.filter((s) => s.length < 200),
        { maxKeys: 4 },
      )
      .map((params) => '?' + new URLSearchParams(params).toString()),
    fc.constantFrom(
      '?%zz',
      '?a=%E0%A4%A',
      '?__proto__[x]=1',
      '?a[b][c][d]=1',
      '?' + 'a=1&'.repeat(2000),
      '?%00',
    ),
  );
  const headers = fc.record(
    {
      accept: fc.constantFrom('application/json', 'text/html', '*/*', 'image/png', 'garbage'),
      'accept-encoding': fc.constantFrom('gzip', 'br', 'identity', 'x-unknown', '*;q=0', ''),
      // Never matching, so the answer is a 200 and not a 304.
      'if-none-match': fc.constantFrom('"abc"', 'W/"x"', 'garbage'),
      range: fc.constantFrom('bytes=0-1', 'bytes=9999-', 'garbage'),
      'content-type': fc.constantFrom('application/json', 'text/plain'),
    },
    { requiredKeys: [] },
  );
  return fc.record({ query, headers, origin }).map(({ query: q, headers: h, origin: o }) => ({
    description: `rates GET ${q.slice(0, 60)} ${JSON.stringify(h)}`,
    method: 'GET' as const,
    path: API_PATHS.rates + q,
    headers: Object.fromEntries(Object.entries(h).filter(([, v]) => v !== '')) as Record<string, string>,
    origin: o,
    mayPass: true,
    mustPass: true,
  }));
}

/** The request a case describes, against a server at `baseUrl`. */
export function toRawRequest(fuzzCase: FuzzCase, baseUrl: string): RawRequest {
  const headers = { ...fuzzCase.headers };
  if (fuzzCase.origin === 'self') headers.origin = baseUrl;
  if (fuzzCase.origin === 'foreign') headers.origin = 'https://attacker.example';
  if (fuzzCase.origin === 'null') headers.origin = 'null';
  return {
    method: fuzzCase.method,
    path: fuzzCase.path,
    headers,
    ...(fuzzCase.body === undefined ? {} : { body: fuzzCase.body }),
  };
}
