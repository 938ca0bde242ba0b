import express, { Router, type Request, type RequestHandler, type Response } from 'express';
import { API_PATHS } from '../../shared/api-paths';
import { IDEMPOTENCY_HEADER, isValidIdempotencyKey } from '../../shared/idempotency';
import { LEAD_KINDS } from '../../shared/lead-forms';
import type { LeadOutbox } from '../outbox/lead-outbox';
import type { RatesCache } from '../upstream/rates-cache';
import { FETCHED_AT_FIELD } from '../../shared/schemas/rates';
import { UPLOADS_BUSY_BODY, UPLOADS_BUSY_RETRY_AFTER_S, uploadedCv } from '../http/cv-upload';
import { jsonClientErrors, UNREADABLE_UPLOAD_BODY } from '../http/client-errors';
import type { Renderer } from '../render/renderer';
import { DEFAULT_LOCALE, isLocale, type Locale } from '../../shared/locales';
import { translateSharedText } from '../../shared/shared-texts';
import { isRecord } from '../../shared/is-record';
import { leadBodyLimitBytes } from '../../shared/lead-body-limits';
import { leadKeyFromHeader, type LeadKey } from '../leads/lead-key';

// In UTF-8, as JSON carries it, a character of an Indian script takes 3 bytes.
const JSON_BODY_LIMIT = leadBodyLimitBytes(3);

/** The five backend paths, served on our own origin (docs/product-rules.md, "The backend and the site's API"). */
export function createApiRoutes(deps: {
  leads: LeadOutbox;
  ratesCache: RatesCache;
  leadLimiter: RequestHandler;
  cvUpload: RequestHandler;
  renderer: Renderer;
}): Router {
  const { leads, ratesCache, leadLimiter, cvUpload } = deps;
  /** A lead's answer, its messages in the language the page that sent it asked for. */
  const sendAnswer = async (req: Request, res: Response, answer: { status: number; body: unknown }) => {
    const locale = answerLocale(req);
    const body =
      locale === DEFAULT_LOCALE
        ? answer.body
        : inLanguage(answer.body, (await deps.renderer.entry(locale)).sharedTextTranslations);
    res.status(answer.status).json(body);
  };
  const router = Router();
  const json = express.json({ limit: JSON_BODY_LIMIT });

  router.get(API_PATHS.rates, async (_req, res) => {
    const rates = await ratesCache.get();
    res.set('Cache-Control', 'no-cache');
    if (!rates) {
      res.status(502).json({ error: 'rates_unavailable', message: 'Rates are not available right now' });
      return;
    }
    res.json([
      {
        key: 'gold_24k_per_gram',
        value: rates.gold,
        ...(rates.fetchedAt === undefined
          ? {}
          : { [FETCHED_AT_FIELD]: new Date(rates.fetchedAt).toISOString() }),
      },
      { key: 'silver_per_gram', value: rates.silver },
    ]);
  });

  for (const kind of ['contact', 'gold', 'franchise'] as const) {
    router.post(API_PATHS[kind], leadLimiter, requireJson, json, async (req, res) => {
      const key = idempotencyKey(req, res);
      if (key === false) return;
      await sendAnswer(req, res, await leads.accept({ kind, fields: req.body }, key));
    });
  }

  router.post(API_PATHS.career, leadLimiter, requireMultipart, cvUpload, async (req, res) => {
    if (res.locals.uploadsBusy === true) {
      res.status(503).set('Retry-After', String(UPLOADS_BUSY_RETRY_AFTER_S)).json(UPLOADS_BUSY_BODY);
      return;
    }
    // Its type said multipart, but too oddly for the upload's parser (`;;boundary=`), which then
    // read nothing: told so, rather than that every field is missing.
    if (req.body === undefined) {
      res.status(400).json(UNREADABLE_UPLOAD_BODY);
      return;
    }
    const key = idempotencyKey(req, res);
    if (key === false) return;
    const answer = await leads.accept(
      { kind: 'career', fields: { ...req.body }, cv: uploadedCv(req.file) },
      key,
    );
    await sendAnswer(req, res, answer);
  });

  router.use('/purity', jsonClientErrors);
  router.all(API_PATHS.rates, methodNotAllowed('GET, HEAD'));
  for (const kind of LEAD_KINDS) router.all(API_PATHS[kind], methodNotAllowed('POST'));
  // No '/purity/{*rest}': decoding that unread parameter would turn `/purity/%zz` into a 500.
  router.all(/^\/purity\//, (_req, res) => {
    res.status(404).json({ error: 'not_found', message: 'No such endpoint' });
  });
  return router;
}

function methodNotAllowed(allow: string): RequestHandler {
  return (_req, res) => {
    res
      .set('Allow', allow)
      .status(405)
      .json({ error: 'method_not_allowed', message: `Use ${allow}` });
  };
}

const requireJson: RequestHandler = (req, res, next) => {
  if (req.is('application/json')) return next();
  res.status(415).json({ error: 'unsupported_media_type', message: 'Send the lead as application/json' });
};

const requireMultipart: RequestHandler = (req, res, next) => {
  if (req.is('multipart/form-data')) return next();
  res
    .status(415)
    .json({ error: 'unsupported_media_type', message: 'Send the application as multipart/form-data' });
};

/**
 * undefined when absent, false (and a 400 sent) when malformed. A page key (a hydrated form of a
 * page sent before hydration from this tab) is made one with the lead, as a plain post's is.
 */
function idempotencyKey(req: Request, res: Response): LeadKey | undefined | false {
  const key = req.get(IDEMPOTENCY_HEADER);
  if (key === undefined) return undefined;
  if (isValidIdempotencyKey(key)) return leadKeyFromHeader(key);
  res
    .status(400)
    .json({ error: 'invalid_idempotency_key', message: 'The Idempotency-Key header is malformed' });
  return false;
}

/**
 * The language a lead's answer is wanted in: the first of the request's Accept-Language, when
 * it is one of the site's. The site's pages send their own language there; anyone else gets
 * English, the wire's language. Only the messages change: the fields and codes never do.
 */
function answerLocale(req: Request): Locale {
  const first = req.get('accept-language')?.split(',')[0]?.trim().split(/[-;]/)[0]?.toLowerCase() ?? '';
  return isLocale(first) ? first : DEFAULT_LOCALE;
}

function inLanguage(body: unknown, translations: Parameters<typeof translateSharedText>[1]): unknown {
  if (!isRecord(body)) return body;
  const say = (message: unknown) =>
    typeof message === 'string' ? translateSharedText(message, translations) : message;
  const issues = isRecord(body.issues)
    ? Object.fromEntries(
        Object.entries(body.issues).map(([field, messages]) => [
          field,
          Array.isArray(messages) ? messages.map(say) : say(messages),
        ]),
      )
    : body.issues;
  return { ...body, message: say(body.message), ...(body.issues === undefined ? {} : { issues }) };
}
