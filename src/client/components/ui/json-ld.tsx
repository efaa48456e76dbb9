/** schema.org data for search engines. It is data, not a script the browser runs. */
export function JsonLd({ data }: { data: unknown }) {
  // "<" is escaped so text in the data can never close the script element.
  const json = JSON.stringify(data).replace(/</g, "\\u003c");
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: json }} />;
}
