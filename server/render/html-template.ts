import { APP_STATE_ELEMENT_ID, type AppState } from '../../shared/render-contract';

/** Must match `html.cspNonce` in vite.config.ts. */
const NONCE_PLACEHOLDER = '__CSP_NONCE__';

export interface HtmlTemplate {
  /** Everything before the React markup, with the page's head tags in place. */
  start(head: string, nonce: string): string;
  /** Everything after the React markup, with the state the client hydrates from. */
  end(state: AppState, nonce: string): string;
}

/** index.html (built or dev-transformed) split around `<!--app-html-->`. */
export function parseHtmlTemplate(html: string): HtmlTemplate {
  // Vite's `html.cspNonce` adds <meta property="csp-nonce" nonce="..."> for its runtime to
  // read; HTML requires `content` on a <meta property>, so it gets an empty one (valid for the
  // Nu HTML Checker, and Vite reads only the nonce).
  html = html.replace(/<meta property="csp-nonce" nonce=/g, '<meta property="csp-nonce" content="" nonce=');
  const [before, after] = html.split('<!--app-html-->');
  if (before === undefined || after === undefined || !before.includes('<!--app-head-->') || !after.includes('<!--app-state-->')) {
    throw new Error('index.html must contain <!--app-head-->, <!--app-html--> and <!--app-state-->');
  }
  const withNonce = (text: string, nonce: string) => text.replaceAll(NONCE_PLACEHOLDER, nonce);
  return {
    start: (head, nonce) => withNonce(before, nonce).replace('<!--app-head-->', head),
    end: (state, nonce) => withNonce(after, nonce).replace('<!--app-state-->', stateScript(state, nonce)),
  };
}

function stateScript(state: AppState, nonce: string): string {
  // JSON inside <script> must not be able to close the element or open a comment.
  const json = JSON.stringify(state).replace(/</g, '\\u003c').replace(/\u2028/g, '\\u2028').replace(/\u2029/g, '\\u2029');
  return `<script id="${APP_STATE_ELEMENT_ID}" type="application/json" nonce="${nonce}">${json}</script>`;
}
