// Test helper: the document's cookies removed between tests (jsdom), as the consent tests need a first
// visit each time.
/** Expires every cookie of the document (path /). */
export function clearCookies(): void {
  for (const c of document.cookie.split(';')) {
    const name = c.split('=')[0].trim();
    // biome-ignore lint/suspicious/noDocumentCookie: jsdom has no Cookie Store API; tests clear what the code wrote
    if (name) document.cookie = `${name}=; Max-Age=0; Path=/`;
  }
}
