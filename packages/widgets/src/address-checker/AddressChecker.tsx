// The address checker (spec shell §2 "Onboarding and address verification", §4 address check and
// service choice, §5 postcode/street rules): postcode → street → available services → service choice
// (power guest entry, pickup point chooser, notify-me when no service). Used on /index, in the delivery
// header bar and on partner pages as <mercato-address-checker>.
// This file is the markup of the first step (postcode and street, or the service in use of a logged
// customer); its state is in use-address-checker.ts. What comes after is downloaded when the shopper gets
// there (every kilobyte at load is downloaded by partner pages): ServicesStep.tsx once a street is chosen
// (fetched while the street is typed), Dialogs.tsx when a dialog opens. Meanwhile the form stays as it is, busy; a failed download shows an error with
// 'Riprova'.
import type { Navigation } from '@mercato/contracts';
// First: the hook's imports (the client, then the rules) keep the shared chunk's order of modules.
import { dialogs, useAddressChecker } from './use-address-checker.ts';
import { POSTCODE_LENGTH } from '@mercato/contracts/rules/address-match';
import { useIds } from '@mercato/ui/use-ids';
import { ErrorBoundary, PartError } from '../runtime/part.tsx';
import type { PropsOf } from '../runtime/widget-meta.ts';
import type { props } from './meta.ts';
import { StreetCombobox } from './StreetCombobox.tsx';
import { texts } from './texts.ts';

export interface VerifiedAddress {
  postcode: string;
  streetId: number;
  street: string;
  townName?: string;
}

export interface ServiceSelection extends VerifiedAddress {
  site: Navigation;
  driveId?: number;
  negozioFisicoId?: number;
  /** Where the shop continues (absolute when the shop is on another origin). */
  redirectUrl: string;
}

/** The element's attributes (apiBase, noNotifyMe, logged, currentService, continueUrl, noNavigate: documented in meta.ts; all live) and the React-only props. */
export interface AddressCheckerProps extends PropsOf<typeof props> {
  /** Called with the verified address and the chosen service (the element also emits DOM events). */
  onAddressVerified?: (address: VerifiedAddress) => void;
  onServiceSelected?: (selection: ServiceSelection) => boolean | void;
  /**
   * For React apps and tests: how calls are made (a `request()` as @mercato/client's; default the
   * client's one of `apiBase`, errors shown inline).
   */
  requester?: Requester;
}

/** The options of the client's `request()` that the checker's calls use. */
export interface RequesterOptions {
  body?: unknown;
  credentials?: 'include' | 'omit';
  dedupe?: boolean;
}

/**
 * How the checker's calls are made: the client's `request()` (ShopRequest) fits, as does any function of
 * this shape (its options written out here, so that the React package's types name no zod type).
 */
export type Requester = <T = unknown>(method: string, path: string, opts?: RequesterOptions) => Promise<T>;

export type Dialog =
  | { kind: 'none' }
  | { kind: 'notify' }
  | { kind: 'activation-done' }
  | { kind: 'copy-trolley'; answer: (copy: boolean) => void }
  /** The chosen service needs a Fìdaty card: the server's 'Vuoi registrarti?' question. */
  | { kind: 'card-needed'; message: string; register: () => void }
  | { kind: 'done'; title: string; message: string; afterClose: () => void };

export function AddressChecker(props: AddressCheckerProps) {
  const { noNotifyMe, currentService, continueUrl } = props;
  const {
    rootRef,
    postcodeRef,
    showChecker,
    changeService,
    postcode,
    postcodeError,
    postcodeInvalid,
    busy,
    error,
    failed,
    openDialog,
    onPostcodeChange,
    onPostcodeBlur,
    submitSearch,
    Step,
    step,
    combobox,
    dialogProps,
  } = useAddressChecker(props);
  const ids = useIds('ac');

  // ---- render ---------------------------------------------------------------------------------

  if (!showChecker) {
    return (
      <div ref={rootRef} className="ac" part="address-checker">
        <section className="ac-card ac-chosen" aria-labelledby={ids('chosen-title')}>
          <h2 id={ids('chosen-title')} className="ac-title">
            {texts.chosenService}
          </h2>
          <p className="ac-service-name">{currentService}</p>
          <div className="ac-actions">
            {continueUrl && (
              <a className="mercato-button mercato-button--primary" href={continueUrl}>
                {texts.continueShopping}
              </a>
            )}
            <button type="button" className="mercato-button" onClick={changeService}>
              {texts.changeAddress}
            </button>
          </div>
        </section>
      </div>
    );
  }

  const Dialogs = dialogs.get()?.Dialogs;
  return (
    <div ref={rootRef} className="ac" part="address-checker" aria-busy={busy}>
      <section className="ac-card" aria-labelledby={ids('title')}>
        <h2 id={ids('title')} className="ac-title">
          {texts.title}
        </h2>
        {Step && step ? (
          <ErrorBoundary>
            <Step {...step} />
          </ErrorBoundary>
        ) : (
          <form
            className="ac-form"
            noValidate
            onSubmit={(e) => {
              e.preventDefault();
              submitSearch();
            }}
          >
            <p className="ac-intro">{texts.intro}</p>
            <div className="ac-row">
              <div className="ac-field ac-field--postcode">
                <label htmlFor={ids('postcode')} className="ac-label">
                  {texts.postcodeLabel}
                </label>
                <input
                  ref={postcodeRef}
                  id={ids('postcode')}
                  className="ac-input"
                  type="text"
                  inputMode="numeric"
                  autoComplete="postal-code"
                  maxLength={POSTCODE_LENGTH}
                  placeholder={texts.postcodePlaceholder}
                  value={postcode}
                  aria-invalid={postcodeInvalid || undefined}
                  aria-describedby={postcodeError ? ids('postcode-error') : undefined}
                  onChange={(e) => onPostcodeChange(e.currentTarget.value)}
                  onBlur={onPostcodeBlur}
                />
                {postcodeError && (
                  <p id={ids('postcode-error')} className="ac-error">
                    {postcodeError}
                  </p>
                )}
              </div>
              <StreetCombobox {...combobox} />
            </div>
            {postcodeInvalid && postcodeError === texts.postcodeNotSupported && !noNotifyMe && (
              <button type="button" className="mercato-button ac-link" onClick={() => openDialog({ kind: 'notify' })}>
                {texts.notifyMe}
              </button>
            )}
            <div className="ac-actions">
              <button type="submit" className="mercato-button mercato-button--primary" disabled={busy}>
                {busy ? texts.checking : texts.verify}
              </button>
            </div>
          </form>
        )}
        {error && (
          <p className="ac-error ac-error--block" role="alert">
            {error}
          </p>
        )}
        {failed && <PartError onRetry={failed.retry} />}
      </section>

      {Dialogs && (
        <ErrorBoundary>
          <Dialogs {...dialogProps} />
        </ErrorBoundary>
      )}
    </div>
  );
}
