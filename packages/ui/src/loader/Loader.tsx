import { ui as labels } from '@mercato/contracts/i18n/it-ui';

export interface LoaderProps {
  /** Read by screen readers; defaults to 'Caricamento in corso'. */
  label?: string;
  size?: 'sm' | 'md' | 'lg';
  /** Also show the label as visible text. */
  showLabel?: boolean;
}

/** A spinner with a status role and its label for screen readers. */
export function Loader({ label = labels.loading, size = 'md', showLabel = false }: LoaderProps) {
  return (
    <div role="status" className={`mercato-loader mercato-loader--${size}`} part="loader">
      <span className="mercato-loader__spinner" part="loader-spinner" aria-hidden="true" />
      <span className={showLabel ? 'mercato-loader__label' : 'mercato-visually-hidden'}>{label}</span>
    </div>
  );
}

export interface LoadingOverlayProps {
  loading: boolean;
  label?: string;
  /** Also show the label under the spinner (a task's own text: 'Autenticazione necessaria'). */
  showLabel?: boolean;
}

/**
 * A page overlay while `loading`. The status region stays in the page, empty when idle, so the
 * label is announced when loading starts.
 */
export function LoadingOverlay({ loading, label = labels.loading, showLabel = false }: LoadingOverlayProps) {
  return (
    <>
      <div role="status" className="mercato-visually-hidden">
        {loading ? label : ''}
      </div>
      {loading && (
        <div
          className="mercato-loader-overlay"
          part="loader-overlay"
          aria-hidden="true"
          data-testid="mercato-loader-overlay"
        >
          <span className="mercato-loader__spinner mercato-loader__spinner--lg" />
          {showLabel && <span className="mercato-loader-overlay__label">{label}</span>}
        </div>
      )}
    </>
  );
}
