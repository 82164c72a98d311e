// The address checker (spec shell §2 "Onboarding and address verification", §4 address check and
// service choice, §5 postcode/street rules): postcode → street → available services → service choice
// (power guest entry, pickup point chooser, notify-me when no service). Used on /index, in the delivery
// header bar and on partner pages as <mercato-address-checker>.
// This file is the first step (postcode and street, or the service in use of a logged customer); what
// comes after is downloaded when the shopper gets there (every kilobyte at load is downloaded by partner
// pages): ServicesStep.tsx once a street is chosen (fetched while the street is typed), Dialogs.tsx
// when a dialog opens. Meanwhile the form stays as it is, busy; a failed download shows an error with
// 'Riprova'.
import { useEffect, useMemo, useRef, useState } from 'react';
import type { AvailableService, Navigation, StreetSuggestion } from '@mercato/contracts';
import { addressLookups, isShopError, requestFor, resolveApiBase } from '@mercato/client';
import {
  isCompletePostcode,
  POSTCODE_LENGTH,
  postcodeMessage,
  streetMessage,
} from '@mercato/contracts/rules/address-match';
import { onlyDigits } from '@mercato/contracts/rules/digits';
import { useIds } from '@mercato/ui/use-ids';
import { useLatest } from '@mercato/ui/use-latest';
import { emit } from '../runtime/emit.ts';
import { lazyPart, type LazyPart } from '../runtime/lazy-part.ts';
import { ErrorBoundary, PartError } from '../runtime/part.tsx';
import type { PropsOf } from '../runtime/widget-meta.ts';
import type { props } from './meta.ts';
import { StreetCombobox } from './StreetCombobox.tsx';
import { texts } from './texts.ts';

const servicesStep = lazyPart(() => import('./ServicesStep.tsx'));
const dialogs = lazyPart(() => import('./Dialogs.tsx'));
const prefetchDialogs = () => void dialogs.load().catch(() => undefined);

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

export function AddressChecker({
  apiBase: apiBaseProp,
  noNotifyMe,
  logged = false,
  currentService,
  continueUrl,
  noNavigate,
  onAddressVerified,
  onServiceSelected,
  requester,
}: AddressCheckerProps) {
  const ids = useIds('ac');
  const apiBase = resolveApiBase(apiBaseProp);
  const request = useMemo(() => requester ?? requestFor(apiBase), [requester, apiBase]);
  const api = useMemo(() => addressLookups(request), [request]);
  const rootRef = useRef<HTMLDivElement>(null);
  const streetRef = useRef<HTMLInputElement | null>(null);
  const postcodeRef = useRef<HTMLInputElement | null>(null);

  // The service in use is shown while there is one (logged and currentService may arrive after the first
  // render), until the shopper asks to change it ('Cambia indirizzo' remembers which one).
  const [changing, setChanging] = useState<string>();
  const showChecker = !(logged && currentService) || changing === currentService;
  const [postcode, setPostcode] = useState('');
  const [postcodeError, setPostcodeError] = useState<string | null>(null);
  const [postcodeInvalid, setPostcodeInvalid] = useState(false);
  const [townName, setTownName] = useState<string | undefined>();
  const [streets, setStreets] = useState<StreetSuggestion[] | null>(null);
  const [streetText, setStreetText] = useState('');
  const [street, setStreet] = useState<StreetSuggestion | null>(null);
  const [streetError, setStreetError] = useState<string | null>(null);
  /** The services of the chosen street once the services step is shown (none: unavailable); null: first step. */
  const [result, setResult] = useState<AvailableService[] | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  /** A lazy part could not be downloaded: 'Riprova' runs `retry`. */
  const [failed, setFailed] = useState<{ retry: () => void } | null>(null);
  const [dialog, setDialog] = useState<Dialog>({ kind: 'none' });
  const latest = useLatest();
  // Focus moves after the render that enables the street (a disabled input cannot take focus).
  const [focusStreet, setFocusStreet] = useState(0);
  useEffect(() => {
    if (focusStreet) streetRef.current?.focus();
  }, [focusStreet]);

  // ---- lazy parts -----------------------------------------------------------------------------

  const loadPart = async <T,>(part: LazyPart<T>, again: () => void): Promise<T | null> => {
    setFailed(null);
    const ready = part.get();
    if (ready) return ready;
    setBusy(true);
    try {
      return await part.load();
    } catch {
      setFailed({ retry: again });
      return null;
    } finally {
      setBusy(false);
    }
  };

  const openDialog = (d: Dialog) => {
    if (d.kind === 'none' || dialogs.get()) {
      setDialog(d);
      return;
    }
    void loadPart(dialogs, () => openDialog(d)).then((loaded) => loaded && setDialog(d));
  };

  // ---- postcode -------------------------------------------------------------------------------

  const resetStreet = () => {
    setStreets(null);
    setStreetText('');
    setStreet(null);
    setStreetError(null);
    setFailed(null);
  };

  const loadStreets = async (code: string, current: () => boolean) => {
    try {
      const list = await api.streetSuggestions(code);
      if (!current()) return;
      setStreets(list);
    } catch {
      if (!current()) return;
      setStreets([]);
    }
    setFocusStreet((n) => n + 1);
    // The services step is downloaded while the shopper types the street.
    void servicesStep.load().catch(() => undefined);
  };

  const checkPostcode = async (code: string) => {
    const current = latest();
    setError(null);
    try {
      const result = await api.checkPostcode(code);
      if (!current()) return;
      setTownName(result.townName);
      if (result.code === 'NOT_SUPPORTED') {
        setPostcodeInvalid(true);
        setPostcodeError(texts.postcodeNotSupported);
        resetStreet();
        if (!noNotifyMe) prefetchDialogs();
        return;
      }
      await loadStreets(code, current);
    } catch (err) {
      if (!current()) return;
      const status = isShopError(err) ? err.status : null;
      if (status === 404 || status === 400) {
        setPostcodeInvalid(true);
        setPostcodeError(texts.postcodeInvalid);
        resetStreet();
        return;
      }
      // 409 asks for the street; any other failure lets the shopper go on.
      await loadStreets(code, current);
    }
  };

  const onPostcodeChange = (raw: string) => {
    const code = onlyDigits(raw).slice(0, POSTCODE_LENGTH);
    if (code === postcode) return;
    setPostcode(code);
    setResult(null);
    latest();
    resetStreet();
    setTownName(undefined);
    if (isCompletePostcode(code)) {
      setPostcodeInvalid(false);
      setPostcodeError(null);
      void checkPostcode(code);
    } else {
      // Any other length disables and clears the street and marks the postcode invalid.
      setPostcodeInvalid(code.length > 0);
      setPostcodeError(null);
    }
  };

  const onPostcodeBlur = () => {
    // An empty field says nothing until the form is sent; a complete one keeps the check's message.
    const message = postcode && postcodeMessage(postcode);
    if (message) setPostcodeError(message);
  };

  // A postcode typed into the server-rendered page before hydration is not lost.
  useEffect(() => {
    const typed = postcodeRef.current?.value ?? '';
    if (typed && typed !== postcode) onPostcodeChange(typed);
  }, []);

  // ---- street and services --------------------------------------------------------------------

  const showServices = async (s: StreetSuggestion) => {
    setBusy(true);
    setFailed(null);
    // Usually here already (fetched while the street was typed); else downloaded beside the call.
    const loading = servicesStep.get() ? null : servicesStep.load().catch(() => null);
    let services: AvailableService[];
    try {
      services = await api.availableServices(postcode, s.id);
    } catch {
      services = [];
    }
    const step = servicesStep.get() ?? (await loading);
    setBusy(false);
    if (!step) {
      setFailed({ retry: () => void showServices(s) });
      return;
    }
    if (!services.length && !noNotifyMe) prefetchDialogs();
    setResult(services);
  };

  const chooseStreet = (s: StreetSuggestion) => {
    setStreet(s);
    setStreetText(s.value);
    setStreetError(null);
    setError(null);
    const address: VerifiedAddress = { postcode, streetId: s.id, street: s.value, townName };
    onAddressVerified?.(address);
    emit(rootRef.current, 'address-verified', address, true);
    void showServices(s);
  };

  const onStreetBlur = () => {
    if (!streetText.trim() || street) return;
    setStreetError(streetMessage({ street: streetText, streetId: null }, streets ?? []));
  };

  const submitSearch = () => {
    // The postcode rule, or the shop's verdict on a complete one (not covered, unknown).
    const message = postcodeMessage(postcode);
    if (message || postcodeInvalid) {
      setPostcodeError((postcode && postcodeError) || message || texts.postcodeInvalid);
      setPostcodeInvalid(true);
      postcodeRef.current?.focus();
      return;
    }
    if (!street) {
      setStreetError(streetMessage({ street: streetText, streetId: null }, streets ?? []));
      streetRef.current?.focus();
      return;
    }
    chooseStreet(street);
  };

  const changeAddress = () => {
    setResult(null);
    setError(null);
    setFailed(null);
    setStreet(null);
    setStreetText('');
    setFocusStreet((n) => n + 1);
  };

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
            <button type="button" className="mercato-button" onClick={() => setChanging(currentService)}>
              {texts.changeAddress}
            </button>
          </div>
        </section>
      </div>
    );
  }

  const Step = result && street ? servicesStep.get()?.ServicesStep : undefined;
  const Dialogs = dialogs.get()?.Dialogs;
  return (
    <div ref={rootRef} className="ac" part="address-checker" aria-busy={busy}>
      <section className="ac-card" aria-labelledby={ids('title')}>
        <h2 id={ids('title')} className="ac-title">
          {texts.title}
        </h2>
        {Step && result && street ? (
          <ErrorBoundary>
            <Step
              request={request}
              apiBase={apiBase}
              address={{ postcode, streetId: street.id, street: street.value, townName }}
              services={result}
              logged={logged}
              notifyMe={!noNotifyMe}
              navigate={!noNavigate}
              onServiceSelected={onServiceSelected}
              rootRef={rootRef}
              busy={busy}
              setBusy={setBusy}
              loadPart={loadPart}
              openDialog={openDialog}
              onChangeAddress={changeAddress}
              onFailed={(message) => {
                setResult(null);
                setError(message);
              }}
            />
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
              <StreetCombobox
                inputRef={streetRef}
                value={streetText}
                suggestions={streets}
                disabled={!streets}
                error={streetError}
                onChange={(v) => {
                  setStreetText(v);
                  setStreet(null);
                  setStreetError(null);
                  setFailed(null);
                }}
                onChoose={chooseStreet}
                onBlur={onStreetBlur}
              />
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
          <Dialogs
            dialog={dialog}
            request={request}
            activation={{ postcode, streetId: street?.id ?? null }}
            busy={busy}
            setBusy={setBusy}
            openDialog={openDialog}
          />
        </ErrorBoundary>
      )}
    </div>
  );
}
