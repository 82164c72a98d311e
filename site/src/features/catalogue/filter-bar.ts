// Progressive enhancement of the filter bar (FilterBar.astro): vanilla, no framework (a few kB).
// Desktop group buttons open the filter modal on one group (subject "filter"), the mobile 'FILTRA' on
// all groups ("filterMobile") and 'ORDINA' the sort modal ("order"); the 'Solo promozioni' switch and the
// sort select apply at once; while a selection changes the modal shows the live count of matching
// products ('Applica' disabled at 0). Pure rules first (unit-tested), then the DOM wiring.
import { t } from '@mercato/contracts/i18n/t';
import { listingHref } from './listing-href.ts';
import { ONLY_PROMOTIONS_FILTER } from '@mercato/contracts/filters';

/** The texts the component hands over in data-texts. */
export interface FilterBarTexts {
  apply: string;
  applyCount: string;
  noMatch: string;
  results: string;
  oneResult: string;
  filtersTitle: string;
}

/** The 'Solo promozioni' filter id (a switch of its own, never listed in the modal). */
export const PROMO_FILTER = ONLY_PROMOTIONS_FILTER;
/** The live count waits this long after the last change before asking. */
export const COUNT_DELAY_MS = 250;

// ------------------------------------------------------------------------------------------ pure rules

/** The listing with these filters and sort, page 1. */
export const hrefOf = (base: string, filters: string[], sort: string | null) =>
  listingHref(base, { filters, sort, page: 1 });

/** The active filters with 'Solo promozioni' switched on (last) or off. */
export function withPromotions(current: string[], on: boolean): string[] {
  const others = current.filter((x) => x !== PROMO_FILTER);
  return on ? [...others, PROMO_FILTER] : others;
}

/**
 * The filters a modal's checkboxes select: active filters the modal does not list (e.g. 'Solo
 * promozioni') are kept in their order, listed ones only when checked, newly checked ones follow.
 */
export function selectionOf(current: string[], listed: ReadonlySet<string>, checked: ReadonlySet<string>): string[] {
  const kept = current.filter((id) => !listed.has(id) || checked.has(id));
  return [...kept, ...[...checked].filter((id) => !current.includes(id))];
}

/** The same filters, in any order. */
export const sameFilters = (a: string[], b: string[]) => a.length === b.length && a.every((x) => b.includes(x));

/** What the modal shows for a count (null: unknown, e.g. the count call failed). */
export function countView(count: number | null, texts: FilterBarTexts) {
  return {
    apply: count == null ? texts.apply : t(texts.applyCount, { count }),
    applyDisabled: count === 0,
    status:
      count == null ? '' : count === 0 ? texts.noMatch : count === 1 ? texts.oneResult : t(texts.results, { count }),
    empty: count === 0,
  };
}

/** Text folded for the group search: no accents, lower case, trimmed. */
export const fold = (s: string) =>
  s
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .trim();

/** Whether an item's text matches the group search (an empty search matches everything). */
export const matchesSearch = (text: string, query: string) => {
  const q = fold(query);
  return !q || fold(text).includes(q);
};

/** The API call answering how many products a selection has (one product asked, pager.count read). */
export function countRequest(countUrl: string, origin: string, filters: string[]): URL {
  const url = new URL(countUrl, origin);
  url.searchParams.set('pageSize', '1');
  url.searchParams.set('start', '0');
  for (const id of filters) url.searchParams.append('filters', id);
  return url;
}

/** The count of the API's answer, or null when it has none. */
export function countOf(body: unknown): number | null {
  const count = (body as { data?: { pager?: { count?: unknown } } } | null)?.data?.pager?.count;
  return typeof count === 'number' ? count : null;
}

// ----------------------------------------------------------------------------------------- DOM wiring

export interface FilterBarDeps {
  /** Goes to another URL (location.assign in the browser). */
  navigate: (href: string) => void;
  fetch: typeof fetch;
}

const browserDeps = (): FilterBarDeps => ({
  navigate: (href) => location.assign(href),
  fetch: (...args) => fetch(...args),
});

export function enhanceFilterBar(bar: HTMLElement, deps: FilterBarDeps = browserDeps()) {
  const base = bar.dataset.base ?? location.pathname;
  const current = (bar.dataset.filters ?? '').split(',').filter(Boolean);
  const currentSort = bar.dataset.sort || null;
  const countUrl = bar.dataset.countUrl ?? '';
  const texts = JSON.parse(bar.dataset.texts ?? '{}') as FilterBarTexts;
  const go = (filters: string[], sort: string | null) => deps.navigate(hrefOf(base, filters, sort));

  bar.querySelector<HTMLInputElement>('[data-promo-switch]')?.addEventListener('change', (e) => {
    go(withPromotions(current, (e.target as HTMLInputElement).checked), currentSort);
  });
  bar.querySelector<HTMLSelectElement>('[data-sort-select]')?.addEventListener('change', (e) => {
    go(current, (e.target as HTMLSelectElement).value);
  });
  bar.querySelector('form')?.addEventListener('submit', (e) => {
    e.preventDefault(); // e.g. Enter in the select: nothing to submit, everything applies at once
  });

  let opener: HTMLElement | null = null;
  const closeOnBackdrop = (dialog: HTMLDialogElement) => {
    dialog.addEventListener('click', (e) => {
      if (e.target === dialog) dialog.close();
    });
    dialog.querySelectorAll('[data-close]').forEach((b) => b.addEventListener('click', () => dialog.close()));
    dialog.addEventListener('close', () => {
      opener?.focus();
      opener = null;
    });
  };

  const modal = bar.querySelector<HTMLDialogElement>('[data-filter-modal]');
  if (modal) enhanceFilterModal(modal);
  const sortModal = bar.querySelector<HTMLDialogElement>('[data-sort-modal]');
  if (sortModal) enhanceSortModal(sortModal);
  bar.classList.add('is-enhanced');
  // Its buttons answer from now on (.is-enhanced is set earlier, before the form is parsed, so they show
  // at once): the mark the tiles' add buttons carry too, which the end-to-end tests wait for.
  bar.dataset.live = '';

  // ----- filter modal ("filter": one group; "filterMobile": all groups)
  function enhanceFilterModal(modal: HTMLDialogElement) {
    closeOnBackdrop(modal);
    const title = modal.querySelector<HTMLElement>('.filter-modal__title')!;
    const status = modal.querySelector<HTMLElement>('[data-status]')!;
    const apply = modal.querySelector<HTMLButtonElement>('[data-apply]')!;
    const fieldsets = [...modal.querySelectorAll<HTMLFieldSetElement>('fieldset[data-group]')];
    const boxes = () => [...modal.querySelectorAll<HTMLInputElement>('input[type=checkbox]')];
    const listed = new Set(boxes().map((b) => b.value));
    let timer: ReturnType<typeof setTimeout> | undefined;
    let pending: AbortController | null = null;

    const selection = () =>
      selectionOf(
        current,
        listed,
        new Set(
          boxes()
            .filter((b) => b.checked)
            .map((b) => b.value),
        ),
      );
    const show = (count: number | null) => {
      const view = countView(count, texts);
      apply.textContent = view.apply;
      apply.disabled = view.applyDisabled;
      status.textContent = view.status;
      status.classList.toggle('is-empty', view.empty);
    };
    const refresh = () => {
      clearTimeout(timer);
      pending?.abort();
      const filters = selection();
      if (sameFilters(filters, current)) {
        show(Number(bar.dataset.count));
        return;
      }
      if (!countUrl) {
        show(null);
        return;
      }
      timer = setTimeout(async () => {
        const ctrl = new AbortController();
        pending = ctrl;
        try {
          const res = await deps.fetch(countRequest(countUrl, location.origin, filters), {
            signal: ctrl.signal,
            headers: { accept: 'application/json' },
          });
          if (!res.ok) throw new Error(String(res.status));
          const count = countOf(await res.json());
          if (ctrl.signal.aborted) return;
          show(count);
        } catch {
          // A failed count never blocks applying.
          if (!ctrl.signal.aborted) show(null);
        }
      }, COUNT_DELAY_MS);
    };
    const searchGroup = (fs: HTMLFieldSetElement, text: string) => {
      let visible = 0;
      fs.querySelectorAll<HTMLLIElement>('li[data-text]').forEach((li) => {
        const match = matchesSearch(li.dataset.text ?? '', text);
        li.hidden = !match;
        if (match) visible++;
      });
      const none = fs.querySelector<HTMLElement>('[data-none]');
      if (none) none.hidden = visible > 0;
    };

    modal.addEventListener('change', (e) => {
      if ((e.target as HTMLElement).matches('input[type=checkbox]')) refresh();
    });
    modal.addEventListener('input', (e) => {
      const input = e.target as HTMLInputElement;
      if (input.matches('[data-search]')) searchGroup(input.closest('fieldset')!, input.value);
    });
    modal.querySelector('[data-reset]')?.addEventListener('click', () => {
      for (const fs of fieldsets.filter((f) => !f.hidden))
        fs.querySelectorAll<HTMLInputElement>('input[type=checkbox]').forEach((b) => {
          b.checked = false;
        });
      refresh();
    });
    apply.addEventListener('click', () => {
      const filters = selection();
      if (sameFilters(filters, current)) {
        modal.close();
        return;
      }
      go(filters, currentSort);
    });

    const open = (subject: string, group: string | undefined, from: HTMLElement) => {
      const single = subject === 'filter' && group ? fieldsets.find((fs) => fs.dataset.group === group) : undefined;
      for (const fs of fieldsets) {
        fs.hidden = !!single && fs !== single;
        fs.classList.toggle('is-single', fs === single);
        const search = fs.querySelector<HTMLInputElement>('[data-search]');
        if (search) {
          search.value = '';
          searchGroup(fs, '');
        }
      }
      title.textContent = single ? (single.dataset.label ?? '') : texts.filtersTitle;
      for (const b of boxes()) b.checked = current.includes(b.value); // discard what was not applied
      modal.dataset.subject = single ? 'filter' : 'filterMobile';
      show(Number(bar.dataset.count));
      opener = from;
      modal.showModal();
    };
    bar.querySelectorAll<HTMLElement>('[data-open="filter"], [data-open="filterMobile"]').forEach((b) => {
      b.addEventListener('click', () => open(b.dataset.open!, b.dataset.group, b));
    });
  }

  // ----- sort modal ("order")
  function enhanceSortModal(sortModal: HTMLDialogElement) {
    closeOnBackdrop(sortModal);
    const radios = [...sortModal.querySelectorAll<HTMLInputElement>('input[type=radio]')];
    const initial = radios.find((r) => r.defaultChecked)?.value ?? null;
    bar.querySelector<HTMLElement>('[data-open="order"]')?.addEventListener('click', (e) => {
      for (const r of radios) r.checked = r.value === initial;
      opener = e.currentTarget as HTMLElement;
      sortModal.showModal();
    });
    sortModal.querySelector('[data-apply]')?.addEventListener('click', () => {
      const chosen = radios.find((r) => r.checked)?.value ?? null;
      if (chosen === initial) {
        sortModal.close();
        return;
      }
      go(current, chosen);
    });
  }
}
