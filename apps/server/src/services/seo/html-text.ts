/** Escapes text for a double-quoted HTML attribute. */
export const escapeAttribute = (text: string) =>
  text
    .replaceAll('&', '&amp;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')

/** Escapes text for an element's content, such as <title>. */
export const escapeText = (text: string) =>
  text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;')

/**
 * JSON for a <script type="application/ld+json">: `<` as \u003c so no `</script>` or `<!--`
 * in the data can end or change the script element, and the two line separators JavaScript
 * once refused in strings escaped too.
 */
export const jsonForScript = (value: unknown) =>
  JSON.stringify(value)
    .replaceAll('<', '\\u003c')
    .replaceAll('\u2028', '\\u2028')
    .replaceAll('\u2029', '\\u2029')
