// How long after its latest sending an entry of a lead form is still the same lead, sent again
// (docs/decisions/038-one-key-per-entry.md). Longer, and a visitor who asks again later because
// nobody called would be answered "sent" and recorded once. The hydrated forms' keys
// (client/lib/lead-keys.ts) and the page keys of forms sent before hydration
// (server/render/html-template.ts) both keep to it.

export const SAME_ENTRY_WINDOW_MS = 10 * 60_000;
