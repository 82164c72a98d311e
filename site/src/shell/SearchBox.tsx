// The header search box (spec shell §2): max 200 characters, placeholder 'Cerca prodotto'; from 3
// characters it suggests products and departments (GET search/suggest). A WAI-ARIA combobox: arrows move,
// Enter opens the chosen suggestion or searches what was typed, Escape closes. Without JavaScript the same
// form still searches.
import { useEffect, useId, useState, type KeyboardEvent } from 'react';
import { PICKUP_SEARCH_MIN, SEARCH_BOX_MAX } from '@mercato/contracts';
import { searchCalls } from '@mercato/client';
import { getClient } from '@mercato/core/api';
import { useLatest } from '@mercato/ui/use-latest';
// The shell's texts alone (this island is on every page): it.ts would bring every area's texts along.
import { shell } from '@mercato/contracts/i18n/it-shell';
import { t } from '@mercato/contracts/i18n/t';

interface Props {
  nav: string;
  initial: string;
}

interface Option {
  kind: 'product' | 'category';
  label: string;
  detail?: string;
  href: string;
}

/** Suggestions from this many characters (spec shell §9, as the pickup-point search). */
const MIN = PICKUP_SEARCH_MIN;
/** One search box per page: a fixed id, so hydration can find what was typed before it ran. */
const INPUT_ID = 'site-search-q';

/** Text typed into the server-rendered box before the island hydrated: kept, not reset to `initial`. */
const typedBeforeHydration = (): string | null =>
  typeof document === 'undefined'
    ? null
    : ((document.getElementById(INPUT_ID) as HTMLInputElement | null)?.value ?? null);

export default function SearchBox({ nav, initial }: Props) {
  const id = useId().replace(/[^a-zA-Z0-9_-]/g, '');
  const [value, setValue] = useState(() => typedBeforeHydration() || initial);
  const [options, setOptions] = useState<Option[]>([]);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const latest = useLatest();

  useEffect(() => {
    const q = value.trim();
    if (q.length < MIN) {
      setOptions([]);
      return;
    }
    const current = latest();
    const timer = setTimeout(async () => {
      try {
        const s = await searchCalls(getClient().request).getSearchSuggestions(q, nav);
        if (!current()) return;
        setOptions([
          ...s.categories
            .filter((c) => c.pagePath)
            .map((c): Option => ({ kind: 'category', label: c.label, detail: String(c.count), href: c.pagePath! })),
          ...s.products.map(
            (p): Option => ({ kind: 'product', label: p.description, detail: p.brand, href: p.detailUrl }),
          ),
        ]);
        setActive(-1);
      } catch {
        // Suggestions are a help: without them the search still works.
        if (current()) setOptions([]);
      }
    }, 200);
    return () => clearTimeout(timer);
  }, [value, nav]);

  const expanded = open && options.length > 0;
  const go = (href: string) => window.location.assign(href);

  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key === 'ArrowDown' && options.length) {
      e.preventDefault();
      setOpen(true);
      setActive((i) => (i + 1) % options.length);
    } else if (e.key === 'ArrowUp' && options.length) {
      e.preventDefault();
      setOpen(true);
      setActive((i) => (i <= 0 ? options.length - 1 : i - 1));
    } else if (e.key === 'Enter' && expanded && active >= 0) {
      e.preventDefault();
      go(options[active]!.href);
    } else if (e.key === 'Escape' && expanded) {
      e.preventDefault();
      setOpen(false);
      setActive(-1);
    }
  };

  const categories = options.filter((o) => o.kind === 'category');
  const products = options.filter((o) => o.kind === 'product');
  const optionId = (i: number) => `${id}-opt-${i}`;
  const renderGroup = (label: string, list: Option[], offset: number) =>
    list.length > 0 && (
      <li role="presentation" className="site-search__group">
        <span className="site-search__group-label" aria-hidden="true">
          {label}
        </span>
        <ul role="group" aria-label={label}>
          {list.map((o, k) => {
            const i = offset + k;
            return (
              <li
                key={o.href}
                id={optionId(i)}
                role="option"
                aria-selected={i === active}
                className={i === active ? 'site-search__option site-search__option--active' : 'site-search__option'}
                onMouseDown={(e) => {
                  e.preventDefault();
                  go(o.href);
                }}
                onMouseEnter={() => setActive(i)}
              >
                <span>{o.label}</span>
                {o.detail && <span className="site-search__detail">{o.detail}</span>}
              </li>
            );
          })}
        </ul>
      </li>
    );

  return (
    <form className="site-search" role="search" action="/ricerca" method="get">
      <label className="mercato-visually-hidden" htmlFor={INPUT_ID}>
        {shell.searchPlaceholder}
      </label>
      <input
        id={INPUT_ID}
        name="q"
        type="search"
        maxLength={SEARCH_BOX_MAX}
        placeholder={shell.searchPlaceholder}
        autoComplete="off"
        required
        value={value}
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={expanded}
        aria-controls={`${id}-list`}
        aria-activedescendant={expanded && active >= 0 ? optionId(active) : undefined}
        onChange={(e) => {
          setValue(e.currentTarget.value);
          setOpen(true);
        }}
        onFocus={() => setOpen(true)}
        onBlur={() => setOpen(false)}
        onKeyDown={onKeyDown}
      />
      <input type="hidden" name="nav" value={nav} />
      <ul
        id={`${id}-list`}
        role="listbox"
        aria-label={shell.searchSuggestions}
        className="site-search__list"
        hidden={!expanded}
      >
        {expanded && renderGroup(shell.suggestedCategories, categories, 0)}
        {expanded && renderGroup(shell.suggestedProducts, products, categories.length)}
      </ul>
      <div className="mercato-visually-hidden" role="status" aria-live="polite">
        {open && value.trim().length >= MIN
          ? options.length
            ? t(shell.suggestionsFound, { count: options.length })
            : ''
          : ''}
      </div>
      <button type="submit" className="site-search__button">
        <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
          <circle cx="10.5" cy="10.5" r="6.5" fill="none" stroke="currentColor" stroke-width="2.4" />
          <path d="M15.5 15.5L21 21" stroke="currentColor" stroke-width="2.4" stroke-linecap="round" />
        </svg>
        <span className="mercato-visually-hidden">{shell.searchButton}</span>
      </button>
    </form>
  );
}
