import type { MouseEvent, ReactNode } from 'react';
import { ui as labels } from '@mercato/contracts/i18n/it-ui';
import { t } from '@mercato/contracts/i18n/t';
import { PAGER_VISIBLE_PAGES } from '@mercato/contracts/constants';

export { PAGER_VISIBLE_PAGES };

export interface PagerProps {
  /** Total number of items. */
  count: number;
  pageSize: number;
  /** 1-based. */
  currentPage: number;
  /** Called with the chosen page. With hrefFor too, a link click is handled here instead of navigating. */
  onChange?: (page: number) => void;
  /** Real links (works without JavaScript). Without it, buttons. */
  hrefFor?: (page: number) => string;
  visiblePages?: number;
  /** Accessible name of the nav; defaults to 'Paginazione'. */
  label?: string;
}

/** The pages shown around the current one, `visible` at most, clamped to 1..pages. */
export function pageWindow(current: number, pages: number, visible = PAGER_VISIBLE_PAGES): number[] {
  if (pages < 1) return [];
  const size = Math.min(visible, pages);
  const page = Math.min(Math.max(1, current), pages);
  const start = Math.min(Math.max(1, page - Math.floor(size / 2)), pages - size + 1);
  return Array.from({ length: size }, (_, i) => start + i);
}

/** Pages navigation: first, previous, a window of pages, next, last. Hidden with one page only. */
export function Pager({
  count,
  pageSize,
  currentPage,
  onChange,
  hrefFor,
  visiblePages = PAGER_VISIBLE_PAGES,
  label = labels.pager,
}: PagerProps) {
  const pages = pageSize > 0 ? Math.ceil(Math.max(0, count) / pageSize) : 0;
  if (pages <= 1) return null;
  const current = Math.min(Math.max(1, Math.floor(currentPage)), pages);

  const control = (page: number, name: string, content: ReactNode, extra: string, isCurrent = false) => {
    const disabled = !isCurrent && page === current;
    const className = `mercato-pager__control mercato-focusable ${extra}`;
    if (hrefFor) {
      if (disabled) {
        return (
          // biome-ignore lint/a11y/useValidAnchor: a disabled pager link keeps its place and name, without an href
          <a
            role="link"
            aria-disabled="true"
            aria-label={name}
            className={`${className} mercato-pager__control--disabled`}
          >
            {content}
          </a>
        );
      }
      const onClick = onChange
        ? (event: MouseEvent<HTMLAnchorElement>) => {
            if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
            event.preventDefault();
            if (page !== current) onChange(page);
          }
        : undefined;
      return (
        <a
          href={hrefFor(page)}
          aria-label={name}
          aria-current={isCurrent ? 'page' : undefined}
          className={className}
          onClick={onClick}
        >
          {content}
        </a>
      );
    }
    return (
      <button
        type="button"
        aria-label={name}
        aria-current={isCurrent ? 'page' : undefined}
        disabled={disabled}
        className={className}
        onClick={() => {
          if (page !== current) onChange?.(page);
        }}
      >
        {content}
      </button>
    );
  };

  return (
    <nav className="mercato-pager" part="pager" aria-label={label}>
      <ul className="mercato-pager__list">
        <li>{control(1, labels.pagerFirst, <span aria-hidden="true">«</span>, 'mercato-pager__first')}</li>
        <li>
          {control(
            Math.max(1, current - 1),
            labels.pagerPrevious,
            <span aria-hidden="true">‹</span>,
            'mercato-pager__previous',
          )}
        </li>
        {pageWindow(current, pages, visiblePages).map((page) => (
          <li key={page}>
            {control(
              page,
              t(labels.pagerPage, { page }),
              page,
              page === current ? 'mercato-pager__page mercato-pager__page--current' : 'mercato-pager__page',
              page === current,
            )}
          </li>
        ))}
        <li>
          {control(
            Math.min(pages, current + 1),
            labels.pagerNext,
            <span aria-hidden="true">›</span>,
            'mercato-pager__next',
          )}
        </li>
        <li>{control(pages, labels.pagerLast, <span aria-hidden="true">»</span>, 'mercato-pager__last')}</li>
      </ul>
    </nav>
  );
}
