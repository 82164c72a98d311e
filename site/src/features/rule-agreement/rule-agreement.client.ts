// The rule agreement's form in the browser (RuleAgreementForm.astro). Without this script the form works
// as posted HTML; with it: 'Continua' stays disabled until the address question is answered (orders §4),
// a second submit while one is under way is refused, and in the dialog the form is posted in place (the
// page answers the re-rendered form, so every typed value and the server's messages come back) and the
// shopper goes on to the link that opened it once done. A failed call changes nothing on screen but its
// message: what was typed stays.
// The dialog (RuleAgreementDialog.astro) opens instead of a navigation the middleware would refuse: a
// same-origin link to a page not allowed during the rule agreement (shell §4).

/** The header asking /rule-agreement for the form alone (and a 204 with the next path when done). */
export const FRAGMENT_HEADER = 'x-mercato-fragment';
export const NEXT_HEADER = 'x-mercato-next';

function focusFirstProblem(form: HTMLFormElement, searched: boolean) {
  const target = searched
    ? form.querySelector<HTMLElement>(
        '.ra-points input, .ra-search input[aria-invalid="true"], .ra-points [role="status"]',
      )
    : form.querySelector<HTMLElement>(
        'fieldset[data-invalid] input, input[aria-invalid="true"], fieldset[aria-describedby] input, .form-alert:not([hidden])',
      );
  if (!target) return;
  if (!target.matches('input')) target.tabIndex = -1;
  target.focus();
}

function enhance(form: HTMLFormElement) {
  if (form.dataset.live) return;
  const proceed = form.querySelector<HTMLButtonElement>('[data-ra-continue]');
  const failed = form.querySelector<HTMLElement>('[data-ra-failed]');
  const sync = () => {
    if (proceed) proceed.disabled = form.querySelector('input[name="addressNow"]:checked') === null;
  };
  form.addEventListener('change', sync);
  sync();
  let busy = false;
  form.addEventListener('submit', async (event) => {
    if (busy) {
      event.preventDefault();
      return;
    }
    busy = true;
    form.setAttribute('aria-busy', 'true');
    // The page posts as it does without scripts; only a second submit is refused.
    if (form.dataset.mode !== 'dialog') return;
    event.preventDefault();
    const submitter = event.submitter as HTMLButtonElement | null;
    const searched = submitter?.value === 'cerca';
    if (failed) failed.hidden = true;
    try {
      const response = await fetch(form.getAttribute('action') ?? '/rule-agreement', {
        method: 'POST',
        body: new FormData(form, submitter),
        headers: { [FRAGMENT_HEADER]: 'rule-agreement' },
        credentials: 'same-origin',
      });
      if (response.status === 204) {
        window.location.assign(response.headers.get(NEXT_HEADER) ?? '/');
        return;
      }
      // Sent elsewhere (the login after the session ended, the home once the acceptances were given in
      // another tab): the shopper follows, as the posted form would have.
      if (response.redirected) {
        window.location.assign(response.url);
        return;
      }
      const template = document.createElement('template');
      template.innerHTML = await response.text();
      const next = template.content.querySelector<HTMLFormElement>('form[data-rule-agreement]');
      if (!next) throw new Error('not the rule-agreement form');
      form.replaceWith(next);
      enhance(next);
      focusFirstProblem(next, searched);
    } catch {
      if (failed) {
        failed.hidden = false;
        failed.tabIndex = -1;
        failed.focus();
      }
      busy = false;
      form.removeAttribute('aria-busy');
    }
  });
  form.dataset.live = 'true';
}

type Rule = [source: string, allowed: boolean];

function openOnBlockedLinks(dialog: HTMLDialogElement) {
  if (dialog.dataset.live) return;
  const rules = (JSON.parse(dialog.dataset.states ?? '[]') as Rule[]).map(
    ([source, allowed]) => [new RegExp(source), allowed] as const,
  );
  // The middleware's rule: the first state matching the path decides; a path of no state is refused.
  const allowed = (path: string) => rules.find(([pattern]) => pattern.test(path))?.[1] ?? false;
  const open = (next: string) => {
    const field = dialog.querySelector<HTMLInputElement>('form[data-rule-agreement] input[name="next"]');
    if (field) field.value = next;
    dialog.showModal();
  };
  document.addEventListener('click', (event) => {
    if (
      event.defaultPrevented ||
      event.button !== 0 ||
      event.metaKey ||
      event.ctrlKey ||
      event.shiftKey ||
      event.altKey
    )
      return;
    const link = (event.target as Element | null)?.closest?.('a[href]') as HTMLAnchorElement | null;
    if (!link || dialog.contains(link) || link.hasAttribute('download')) return;
    if (link.target && link.target !== '_self') return;
    const url = new URL(link.href, window.location.href);
    if (url.origin !== window.location.origin) return;
    if (url.pathname === window.location.pathname && url.hash) return;
    if (/^\/(commerce|elements|images)\//.test(url.pathname) || allowed(url.pathname)) return;
    event.preventDefault();
    open(url.pathname + url.search + url.hash);
  });
  dialog.addEventListener('click', (event) => {
    if ((event.target as Element | null)?.closest?.('[data-ra-close]')) dialog.close();
  });
  dialog.dataset.live = 'true';
}

/** Enhances the page's rule-agreement forms and, when there is one, the dialog. */
export function enhanceRuleAgreement() {
  for (const form of document.querySelectorAll<HTMLFormElement>('form[data-rule-agreement]')) enhance(form);
  const dialog = document.querySelector<HTMLDialogElement>('dialog[data-ra-dialog]');
  if (dialog) openOnBlockedLinks(dialog);
}
