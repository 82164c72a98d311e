// Where browser code finds the shop's API origin (ARCHITECTURE "Two runtimes, one code"): an explicit
// value (an element's api-base attribute, a React prop), else the page's `<mercato-config api-base="…">`,
// else `data-api-base` on a script tag, else '' (same origin). The page is read once.
let fromPage: string | undefined;

function readPage(): string {
  if (typeof document === 'undefined') return '';
  return (
    document.querySelector('mercato-config[api-base]')?.getAttribute('api-base') ||
    document.querySelector('script[data-api-base]')?.getAttribute('data-api-base') ||
    ''
  );
}

/** The API origin without trailing slashes ('' = same origin). */
export function resolveApiBase(explicit?: string | null): string {
  if (explicit == null && fromPage === undefined) fromPage = readPage();
  return (explicit ?? fromPage ?? '').replace(/\/+$/, '');
}
