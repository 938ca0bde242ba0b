import type { IncomingMessage } from 'node:http';
import express, { Router, type Request, type RequestHandler, type Response } from 'express';
import type { Logger } from 'pino';
import type { LeadKind } from '../../shared/lead-forms';
import { fieldIssuesFrom, type FieldIssues } from '../../shared/field-issues';
import { isRecord } from '../../shared/is-record';
import type { FormEcho } from '../../shared/render-contract';
import {
  CV_REQUIRED_MESSAGE,
  CV_TOO_LARGE_MESSAGE,
  CV_UNSUPPORTED_TYPE_MESSAGE,
} from '../../shared/cv-rules';
import { outcomeForStatus } from '../../shared/submit-outcome';
import { leadBodyLimitBytes } from '../../shared/lead-body-limits';
import { clientErrorAnswer } from '../http/client-errors';
import { UPLOADS_BUSY_RETRY_AFTER_S, uploadedCv } from '../http/cv-upload';
import type { LeadOutbox } from '../outbox/lead-outbox';
import type { ReceivedLead } from '../leads/lead-check';
import { pageKeyFrom } from '../leads/lead-key';
import { sentCookie, sentPage } from '../leads/success-cookie';
import { PAGE_FORM_KEY_PARAM } from '../../shared/page-form-key';
import { leadFieldsFromForm, successLocation, typedValues } from '../leads/form-pages';
import { formPaths } from '../../shared/site-pages';
import type { Renderer } from '../render/renderer';
import { streamPage } from '../render/stream-page';
import { PAGE_RATES_WAIT_MS, type RatesCache } from '../upstream/rates-cache';

export interface PageFormRoutesDeps {
  renderer: Renderer;
  ratesCache: RatesCache;
  logger: Logger;
  siteUrl: (req: IncomingMessage) => string;
  leads: LeadOutbox;
  leadLimiter: RequestHandler;
  cvUpload: RequestHandler;
}

// Percent-encoded, a character of an Indian script takes 9 bytes.
const urlencoded = express.urlencoded({ extended: false, limit: leadBodyLimitBytes(9), parameterLimit: 50 });

/**
 * The no-JavaScript path (docs/product-rules.md, "Forms without JavaScript"): the inline contact, gold, franchise and
 * career forms post to their own page. The same limiter and outbox as the JSON API decide,
 * with the same schema; success (delivered or queued) is a 303 back to the page (so a reload does not resubmit) and
 * anything else renders the page again with the same dialog, field messages and typed values.
 */
export function createPageFormRoutes(deps: PageFormRoutesDeps): Router {
  const { leads, leadLimiter, cvUpload } = deps;
  // Only the registry's own paths: Express would also take /HOME, /partner/ and // (for /),
  // addresses with no page, so the visitor's lead went out and the answer was the 404 page.
  const router = Router({ caseSensitive: true, strict: true });

  for (const [path, kind] of formPaths) {
    const parse = kind === 'career' ? cvUpload : urlencoded;
    router.post(path, leadLimiter, readBody(parse), async (req, res) => {
      const body = isRecord(req.body) ? req.body : {};
      const values = typedValues(kind, body);

      // The limiter lets form posts through marked, so the visitor gets the page, not JSON.
      if (res.locals.rateLimited === true) {
        await renderEcho(req, res, deps, 429, { kind, outcome: 'rate-limited', values, fieldErrors: {} });
        return;
      }
      if (res.locals.uploadsBusy === true) {
        res.set('Retry-After', String(UPLOADS_BUSY_RETRY_AFTER_S));
        await renderEcho(req, res, deps, 503, {
          kind,
          outcome: outcomeForStatus(503),
          values,
          fieldErrors: {},
        });
        return;
      }
      const { bodyError } = res.locals;
      if (bodyError) {
        const fieldErrors: FieldIssues =
          kind === 'career' && bodyError.status === 413 ? { cv: [CV_TOO_LARGE_MESSAGE] } : {};
        const echo: FormEcho = { kind, outcome: outcomeForStatus(bodyError.status), values, fieldErrors };
        if (fieldErrors.cv?.[0]) echo.detail = fieldErrors.cv[0];
        await renderEcho(req, res, deps, bodyError.status, echo);
        return;
      }

      const fields = leadFieldsFromForm(kind, body);
      const submission: ReceivedLead =
        kind === 'career' ? { kind, fields, cv: uploadedCv(req.file) } : { kind, fields };
      // Without a page key (no script at all), each post is a lead of its own.
      const answer = await leads.accept(submission, pageKeyFrom(req.query[PAGE_FORM_KEY_PARAM]));
      if (res.headersSent || res.destroyed) return;

      const outcome = outcomeForStatus(answer.status);
      if (outcome === 'success') {
        res.append('Set-Cookie', sentCookie(sentPage(req, deps.siteUrl(req)), kind));
        res.redirect(303, req.baseUrl + successLocation(req.path, kind, fields));
        return;
      }
      await renderEcho(req, res, deps, answer.status, failureEcho(kind, answer.status, answer.body, values));
    });
  }
  return router;
}

function failureEcho(
  kind: LeadKind,
  status: number,
  body: unknown,
  values: Record<string, string>,
): FormEcho {
  const echo: FormEcho = {
    kind,
    outcome: outcomeForStatus(status),
    values,
    fieldErrors: status === 400 ? fieldIssuesFrom(body) : {},
  };
  if (kind === 'career' && (status === 413 || status === 415)) {
    const message = status === 413 ? CV_TOO_LARGE_MESSAGE : CV_UNSUPPORTED_TYPE_MESSAGE;
    echo.fieldErrors.cv = [message];
    echo.detail = message;
  }
  return echo;
}

/** Runs a body parser; a visitor's bad body (too large, broken upload) is noted, not thrown. */
function readBody(parser: RequestHandler): RequestHandler {
  return (req, res, next) => {
    parser(req, res, (error?: unknown) => {
      if (error === undefined || error === null) return next();
      const answer = clientErrorAnswer(error);
      if (!answer) return next(error);
      res.locals.bodyError = { status: answer.status, message: answer.body.message };
      next();
    });
  };
}

async function renderEcho(
  req: Request,
  res: Response,
  deps: PageFormRoutesDeps,
  status: number,
  formEcho: FormEcho,
): Promise<void> {
  // A browser never fills a file field again: the career form comes back with its CV field
  // empty, and says so under it, or the visitor would learn it only from the next refusal.
  if (formEcho.kind === 'career' && !formEcho.fieldErrors.cv)
    formEcho.fieldErrors = { ...formEcho.fieldErrors, cv: [CV_REQUIRED_MESSAGE] };
  await streamPage(req, res, {
    renderer: deps.renderer,
    logger: deps.logger,
    origin: deps.siteUrl(req),
    status,
    // It holds the visitor's name, phone and e-mail: no cache, shared or the browser's, keeps it.
    cacheControl: 'no-store',
    state: { rates: await deps.ratesCache.get(PAGE_RATES_WAIT_MS), formEcho, renderedAt: Date.now() },
  });
}
