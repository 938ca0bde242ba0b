// What makes two sendings of a form the same lead, so they can share one Idempotency-Key and
// the backend records the lead once however often it arrives.

/**
 * The entry as one comparable string: a JSON lead as sent; a multipart one by its fields in
 * order, and a file by what the browser knows of it without reading it (reading a CV of
 * several megabytes on every press would hold up the page).
 */
export function leadEntryOf(payload: Record<string, unknown> | FormData): string {
  if (!(payload instanceof FormData)) return JSON.stringify(payload);
  const fields: unknown[] = [];
  payload.forEach((value, name) => {
    fields.push([
      name,
      typeof value === 'string' ? value : [value.name, value.type, value.size, value.lastModified],
    ]);
  });
  return JSON.stringify(fields);
}
