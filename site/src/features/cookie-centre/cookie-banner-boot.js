// Inline after <mercato-cookie-centre>: shows the server's banner before the first paint when due. Why and
// how: CookieCentre.astro (kept short: every page carries it). Hashed for the CSP by astro.config.mjs.
(() => {
  const host = document.currentScript.previousElementSibling;
  const banner = host.querySelector('.cc-banner');
  const data = host.dataset;
  if (!banner || data.ccEnabled !== 'true' || navigator.globalPrivacyControl === true) return;
  const jar = {};
  for (const part of document.cookie.split(';')) {
    const eq = part.indexOf('=');
    if (eq > 0) jar[part.slice(0, eq).trim()] = part.slice(eq + 1).trim();
  }
  let stored = null;
  try {
    stored = localStorage.getItem(data.ccVersionKey);
  } catch (_e) {}
  const prefix = data.ccCookiePrefix;
  const undecided = (data.ccKeys ? data.ccKeys.split(' ') : []).some((key) => {
    const value = prefix + key === data.ccPolicyCookie ? '' : jar[prefix + key];
    return value !== 'yes' && value !== 'no';
  });
  if (jar[data.ccPolicyCookie] !== 'yes' || stored !== data.ccVersion || undecided) banner.hidden = false;
})();
