/**
 * Text of server HTML with the entities React writes (&#x27; &quot; &lt; &gt; &amp;) turned
 * back into characters, so tests can compare it with the content modules. `&amp;` goes last,
 * so `&amp;lt;` stays the text `&lt;`.
 */
export const decodeEntities = (html: string): string =>
  html
    .replace(/&#x27;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');
