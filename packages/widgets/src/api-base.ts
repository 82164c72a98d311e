// Where a standalone element finds the shop's API origin when it has no api-base attribute:
// <mercato-config api-base="…"> on the page, or data-api-base on the element's script tag. Default '' (same origin).
export function apiBaseFromPage(): string {
  if (typeof document === 'undefined') return '';
  const config = document.querySelector('mercato-config[api-base]')?.getAttribute('api-base');
  if (config) return config;
  const script = document.querySelector('script[data-api-base]')?.getAttribute('data-api-base');
  return script ?? '';
}
