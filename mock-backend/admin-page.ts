import { API_PATHS } from '../shared/api-paths';
import type { JournalEntry } from './journal-store';

const HTML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (char) => HTML_ESCAPES[char] ?? char);
}

const LEAD_KINDS = new Map<string, string>(
  Object.entries(API_PATHS)
    .filter(([kind]) => kind !== 'rates')
    .map(([kind, path]) => [path, kind]),
);

function renderValue(value: unknown): string {
  return escapeHtml(typeof value === 'string' ? value : (JSON.stringify(value) ?? ''));
}

function renderFields(body: unknown): string {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    return `<p>Body: <code>${renderValue(body)}</code></p>`;
  }
  const rows = Object.entries(body).map(
    ([name, value]) => `<dt>${escapeHtml(name)}</dt><dd>${renderValue(value)}</dd>`,
  );
  return `<dl>${rows.join('')}</dl>`;
}

function renderLead(entry: JournalEntry): string {
  const kind = LEAD_KINDS.get(entry.path) ?? entry.path;
  const status = entry.status === undefined ? 'no answer yet' : String(entry.status);
  const file = entry.file
    ? `<p>CV: ${escapeHtml(entry.file.originalname)} (${escapeHtml(entry.file.mimetype)}, ${entry.file.size} bytes)</p>`
    : '';
  return `<li><article>
<h2>${escapeHtml(kind)} <small>${escapeHtml(entry.receivedAt)} &middot; status ${escapeHtml(status)}${entry.replayed ? ' &middot; replayed' : ''}</small></h2>
${renderFields(entry.body)}${file}
</article></li>`;
}

/** The developer's view of received leads, newest first. Everything shown is escaped. */
export function renderAdminPage(entries: readonly JournalEntry[]): string {
  const leads = entries.filter((entry) => entry.method === 'POST' && LEAD_KINDS.has(entry.path)).reverse();
  const list =
    leads.length > 0
      ? `<ol reversed>${leads.map(renderLead).join('\n')}</ol>`
      : '<p>No leads received yet.</p>';
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Mock backend: received leads</title>
<style>body{font-family:system-ui,sans-serif;margin:2rem;max-width:60rem}dt{font-weight:bold}dd{margin:0 0 .5rem 1rem;white-space:pre-wrap}small{font-weight:normal;color:#555}</style>
</head>
<body>
<h1>Received leads (${leads.length})</h1>
<p>JSON: <a href="/__mock/requests">all requests</a>, <a href="/__mock/faults">faults</a>.</p>
${list}
</body>
</html>
`;
}
