/**
 * Structured data for search engines. A data block, never executed: the Content-Security-Policy's
 * script rules do not apply to it. `<` is escaped so no value can close the element.
 */
export function JsonLd({ data }: { data: object }) {
  const json = JSON.stringify(data).replace(/</g, '\\u003c');
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: json }} />;
}
