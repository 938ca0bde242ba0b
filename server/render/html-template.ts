import { APP_STATE_ELEMENT_ID, type AppState } from '../../shared/render-contract';
import { jsonInScript } from '../../shared/json-in-script';
import { CONTACT_FORM_CLASS, ENQUIRY_SEEN_KEY } from '../../shared/enquiry-sent-memory';
import {
  LEAD_KEYS_STORE,
  PAGE_FORM_KEY_PARAM,
  PAGE_KEY_ENTRY,
  PAGE_KEY_PREFIX,
} from '../../shared/page-form-key';
import { SAME_ENTRY_WINDOW_MS } from '../../shared/same-entry-window';

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
  if (
    before === undefined ||
    after === undefined ||
    !before.includes('<!--app-head-->') ||
    !after.includes('<!--app-state-->')
  ) {
    throw new Error('index.html must contain <!--app-head-->, <!--app-html--> and <!--app-state-->');
  }
  const withNonce = (text: string, nonce: string) => text.replaceAll(NONCE_PLACEHOLDER, nonce);
  // Replacements are functions: a replacement string would read "$'" or "$&" in a visitor's
  // typed text (the state echoes a form sent without JavaScript) as a pattern.
  return {
    start: (head, nonce) =>
      withNonce(before, nonce).replace('<!--app-head-->', () => headScript(nonce) + head),
    end: (state, nonce) =>
      withNonce(after, nonce).replace('<!--app-state-->', () => stateScript(state, nonce)),
  };
}

/** The page's one inline script: run as it is parsed, before any of the page's files. */
function headScript(nonce: string): string {
  return `<script nonce="${nonce}">${paintWhenParsed}{${formSends}}{${disclosuresBeforeHydration}}</script>`;
}

/**
 * Chromium paints nothing until its parser reaches the state script, which follows the page's
 * markup: HTML's `<link rel="expect" href="#app-state" blocking="render">`. Other browsers
 * ignore it. If the element never comes, rendering starts when parsing ends.
 *
 * Why: a page arrives all but at once (a cached page goes out gzipped in one write, within
 * TCP's first round trips), so painting part-way through it showed nothing sooner. It only
 * added work: each early paint styled, laid out and painted the page so far, then did it again
 * when the rest was parsed. On a slow phone those are long tasks just when the visitor first taps.
 * Lighthouse, the same build with and without it, runs interleaved, scored `/` higher with
 * less blocking time; shorter pages unchanged (docs/performance.md, "Figures behind code
 * comments"). The cost: on a link so slow that
 * the HTML takes seconds, the top of the page no longer shows before the rest has arrived.
 *
 * Written by a script rather than as markup: the HTML Standard allows `blocking` on an
 * `expect` link, but the Nu HTML Checker (26.9) accepts it on stylesheets only, and every
 * page must pass that checker. A script-inserted link blocks rendering the same way while the
 * <body> has not started (tests/browser/first-paint.test.ts).
 */
const paintWhenParsed = `{const l=document.createElement('link');l.rel='expect';l.href='#${APP_STATE_ELEMENT_ID}';l.setAttribute('blocking','render');document.head.append(l)}`;

/**
 * The longest a form sent before hydration stays busy with no answer: its answer comes within
 * LEAD_ANSWER_WAIT_MS of its body's arrival, and a minute is about what a CV at the upload limit
 * takes on a slow phone network. Past it the form is free again, since a Stop that no event
 * tells of (see below) must not block the visitor for good: a second send with the same words
 * is the same lead (the page's key, below), and nothing is lost.
 */
const PLAIN_POST_BUSY_MS = 60_000;

/**
 * What the page must know of a form's send from the first moment, before hydration as after.
 *
 * - A contact enquiry sent is remembered for the pop-up (shared/enquiry-sent-memory.ts) at the
 *   press, before the answer: a visitor who reloads while it is on its way has enquired all the
 *   same. Storage can be refused; then nothing is remembered.
 * - A lead form sent before hydration goes as a plain post (`p`: no script took it, so nothing
 *   prevented the browser's own send). Until its answer replaces the page, the form is busy
 *   (`aria-busy`: the pop-up waits, the button looks it) and any other send is stopped before
 *   the hydrated page can see it: a second press, once React had taken the form over, sent the
 *   same lead again through the API.
 * - The form is free again when the page is shown again from the back/forward cache, when the
 *   post is stopped (the browser's Stop) where the Navigation API tells it, and otherwise after
 *   PLAIN_POST_BUSY_MS. The API tells of a Stop only until a script changes the address in the
 *   page (the router does as it hydrates): that change makes it call the post stopped though
 *   the post goes on, told apart by the same-document `navigate` it fires right after, before
 *   any microtask can run, while a Stop comes alone. `k` counts the busy spells, so that an
 *   old spell's timer frees nothing.
 * - Such a post carries its page's key in its address (shared/page-form-key.ts), and the
 *   server makes the lead's key from it and the words: sent again with the same words (Stop
 *   and Send, the reloaded "back in a minute" page of a proxy whose instance died, Back and
 *   Send), it is the same lead. The browser reads a form's address after its submit event, so
 *   the first send carries it too. `r` gives the key at every send: the one the tab keeps,
 *   when made within the window of shared/same-entry-window.ts, else the one this document
 *   made (`K`, for storage that is refused or full) within it, else a new one, which it keeps
 *   (the same words long after are a new lead, as from the API). The hydrated forms keep and
 *   send under the same one (client/lib/lead-keys.ts), so it serves every send before
 *   hydration and after, on any page and at any of a page's addresses (`/ta`, `/ta/`), in this
 *   document or a later one (Back to a page the browser did not keep loads it anew). Where
 *   storage is refused, a send from the hydrated form goes under a key of its own.
 *
 * The first listener is the window's capture, which runs before React's own (on its root); the
 * second is the window's bubbling, after React has or has not taken the send. `y` marks a plain
 * post busy and gives it its page key.
 */
const formSends =
  `let p,s,k=0,K=[];` +
  `const f=()=>{k++;p?.removeAttribute('aria-busy');p=null};` +
  `const r=()=>{const n=Date.now(),a='${PAGE_KEY_ENTRY}';let o={},v;try{o=JSON.parse(sessionStorage.getItem('${LEAD_KEYS_STORE}'))||o;const[e,w]=o[a]||[];n-w<${SAME_ENTRY_WINDOW_MS}&&(v=e.slice(${PAGE_KEY_PREFIX.length}))}catch{}n-K[1]<${SAME_ENTRY_WINDOW_MS}&&(v||=K[0]);if(!v){v=crypto.getRandomValues(new Uint32Array(4)).join('-');K=[v,n];o[a]=['${PAGE_KEY_PREFIX}'+v,n];try{sessionStorage.setItem('${LEAD_KEYS_STORE}',JSON.stringify(o))}catch{}}return v};` +
  `const y=t=>{(p=t).setAttribute('aria-busy','true');const u=new URL(t.action);u.searchParams.set('${PAGE_FORM_KEY_PARAM}',r());t.setAttribute('action',u);const c=++k;setTimeout(()=>c==k&&f(),${PLAIN_POST_BUSY_MS})};` +
  `addEventListener('submit',e=>{const t=e.target;if(p){e.preventDefault();e.stopImmediatePropagation();return}if(t.classList.contains('${CONTACT_FORM_CLASS}'))try{sessionStorage.setItem('${ENQUIRY_SEEN_KEY}','1')}catch{}},true);` +
  `addEventListener('submit',e=>{!e.defaultPrevented&&e.target.method=='post'&&y(e.target)});` +
  `addEventListener('pageshow',e=>e.persisted&&f());` +
  `const n=self.navigation;` +
  `n?.addEventListener('navigate',e=>{s=e.destination.sameDocument});` +
  `n?.addEventListener('navigateerror',()=>{s=0;queueMicrotask(()=>s||f())})`;

/**
 * The menu button before hydration. Without scripts CSS shows the menu while the button or one
 * of its links has the focus. With them, until React takes over, this makes it a real button:
 * a tap (or Enter) opens the menu and a second one closes it, `aria-expanded` says which, and
 * the focus leaving the button and its menu closes it. The menu shows by its `data-open` as it
 * does once hydrated (`data-js` on the root turns the focus rule off), and the opened button
 * holds the focus, which is what hydration keeps open (client/components/layout/main-nav.tsx).
 * Any button with both `aria-expanded` and `aria-controls` is such a disclosure; the menu's is
 * the only one.
 */
const disclosuresBeforeHydration =
  `const h=document.documentElement,d='button[aria-expanded][aria-controls]',` +
  `m=(b,o)=>{b.ariaExpanded=o;document.getElementById(b.getAttribute('aria-controls')).dataset.open=o};` +
  `h.dataset.js='';` +
  `addEventListener('click',e=>{const b=e.target.closest?.(d);if(b&&!h.dataset.hydrated){const o=b.ariaExpanded!='true';m(b,o);o?b.focus():b.blur()}});` +
  `addEventListener('focusout',e=>{if(!h.dataset.hydrated)for(const b of document.querySelectorAll(d))b.parentElement.contains(e.relatedTarget)||m(b,!1)})`;

function stateScript(state: AppState, nonce: string): string {
  return `<script id="${APP_STATE_ELEMENT_ID}" type="application/json" nonce="${nonce}">${jsonInScript(state)}</script>`;
}
