// The billing-payment and summary steps' answer when their checkout could not be read: the reason and a
// retry. A file of its own so that the summary step does not pull in the billing-payment step's parts.
import { checkoutPages as texts } from '@mercato/contracts/i18n/it';

export function LoadFailed({ reload }: { reload: () => void }) {
  return (
    <p className="card" role="alert">
      {texts.loadFailed}{' '}
      <button type="button" className="btn btn--ghost" onClick={reload}>
        {texts.retry}
      </button>
    </p>
  );
}
