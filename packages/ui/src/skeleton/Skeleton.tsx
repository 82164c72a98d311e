import { ui as labels } from '@mercato/contracts/i18n/it-ui';

export type SkeletonVariant = 'text' | 'tile' | 'card' | 'row' | 'address';

export interface SkeletonProps {
  variant?: SkeletonVariant;
  /** How many placeholders (spec: 9 addresses, 15 tiles, 5 trolley rows…). */
  count?: number;
  /** Said once for the group by screen readers; defaults to 'Caricamento in corso'. */
  label?: string;
  className?: string;
}

/** Placeholders while content loads: hidden from screen readers, which hear one status instead. */
export function Skeleton({ variant = 'text', count = 1, label = labels.loading, className }: SkeletonProps) {
  const items = Array.from({ length: Math.max(0, Math.floor(count)) }, (_, i) => i);
  return (
    <div
      className={['mercato-skeleton-group', `mercato-skeleton-group--${variant}`, className].filter(Boolean).join(' ')}
      part="skeleton-group"
    >
      <span role="status" className="mercato-visually-hidden">
        {label}
      </span>
      {items.map((i) => (
        <div key={i} className={`mercato-skeleton mercato-skeleton--${variant}`} part="skeleton" aria-hidden="true">
          {variant !== 'text' && <span className="mercato-skeleton__block" />}
          {variant !== 'text' && variant !== 'tile' && <span className="mercato-skeleton__line" />}
          {variant !== 'text' && <span className="mercato-skeleton__line mercato-skeleton__line--short" />}
        </div>
      ))}
    </div>
  );
}
