// The one seam between the Express server and React: the server hands the render entry a
// URL and the request's state, and gets back a status, the page's <head> tags and a stream.
import type { Writable } from 'node:stream';
import type { FieldIssues } from './field-issues';
import type { LeadKind } from './lead-forms';
import type { Rates } from './schemas/rates';
import type { PathParamValues } from './site-pages';
import type { SubmitOutcome } from './submit-outcome';
import type { SharedTextTranslations } from './shared-texts';

/** What a form submitted without JavaScript shows when the page comes back. */
export interface FormEcho {
  kind: LeadKind;
  outcome: SubmitOutcome;
  /** The visitor's typed text fields, so nothing is lost on failure. */
  values: Record<string, string>;
  fieldErrors: FieldIssues;
  /** Extra words for the dialog (e.g. why a CV was refused); fixed server texts only. */
  detail?: string;
  /**
   * After a gold lead sent without JavaScript: the weight and karat from the redirect's query,
   * re-validated as numbers, so the success dialog can show the indicative value.
   */
  indicative?: {
    grams: number;
    karat: number;
    /** Its value at the rates the page is rendered with (shared/gold-value.ts), or null. */
    rupees?: number | null;
  };
}

export interface AppState {
  rates: Rates | null;
  formEcho: FormEcho | null;
  /**
   * The server's clock when it rendered the page (ms since the epoch): what depends on the time
   * ("Open now") is rendered from it on both sides, so hydration matches.
   */
  renderedAt?: number;
  /**
   * Set when the server could not render the page; the client hydrates the error page. Only a
   * flag: the error's text is for the log, never for the visitor (it can name files and code).
   */
  renderFailed?: true;
}

export interface RenderOptions {
  nonce: string;
  /** Public origin of the site (https://www.example.com), for canonical and share URLs. */
  origin: string;
  state: AppState;
  onShellReady: () => void;
  onShellError: (error: unknown) => void;
  onError: (error: unknown) => void;
}

export interface PageRender {
  status: number;
  /** <title>, meta, canonical and structured data for this URL. */
  head: string;
  pipe: (destination: Writable) => void;
  abort: (reason?: unknown) => void;
}

export interface RenderEntry {
  render: (url: string, options: RenderOptions) => PageRender;
  /** The values of the site registry's `:name` segments, from the content (the branch slugs). */
  pathParams: PathParamValues;
  /** shared/'s sentences in this build's language, for the API's answers (none for English). */
  sharedTextTranslations: Partial<SharedTextTranslations>;
  /** Same page chrome with 'Unexpected Application Error!' and the status, for a failed render. */
  renderErrorPage: (
    url: string,
    options: Pick<RenderOptions, 'nonce' | 'state' | 'origin'>,
  ) => { head: string; html: string };
}

export const APP_STATE_ELEMENT_ID = 'app-state';

/** id of the JSON list (in the page's <head>) of the JS files the page hydrates with. */
export const HYDRATION_CHUNKS_ELEMENT_ID = 'hydration-chunks';
