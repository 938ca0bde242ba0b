/**
 * The path and query a request asks for. A request line may carry the absolute form
 * (`GET http://host/about`, RFC 9112 section 3.2.2), which means that URL's path; the usual
 * origin form (`/about?x`) is taken as it is, so `//about` stays a path (a 404), not a host.
 */
export function requestTarget(url: string): string {
  if (url.startsWith('/')) return url;
  try {
    const parsed = new URL(url);
    return parsed.pathname + parsed.search;
  } catch {
    return url;
  }
}
