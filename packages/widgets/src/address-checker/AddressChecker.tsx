// The address checker (spec shell §2 "Onboarding and address verification", §4 address check and
// service choice, §5 postcode/street rules): postcode → street → available services → service choice
// (power guest entry, pickup point chooser, notify-me when no service). Used on /index, in the delivery
// header bar and on partner pages as <mercato-address-checker>.
import { lazy, Suspense, useEffect, useMemo, useRef, useState } from 'react';
import type { AvailableService, Navigation, PickupPoint, StreetSuggestion } from '@mercato/contracts';
import { onboardingApi, type GuestEntry, type Requester } from './api.ts';
import type { NotifyMeValues } from './NotifyMeForm.tsx';
import { powToken, solvePow } from './pow.ts';
import { POSTCODE_LENGTH, streetMessage } from '@mercato/core/rules/address-match';
import { onlyDigits } from '@mercato/core/rules/digits';
import { StreetCombobox } from './StreetCombobox.tsx';
import { texts } from './texts.ts';
import { defaultRequester, errorMessage, errorStatus } from './requester.ts';

// Loaded on first use: most shoppers never open a dialog or the pickup chooser, and every kilobyte of
// the element is downloaded by partner pages.
const PickupDialog = lazy(() => import('./PickupChooser.tsx').then((m) => ({ default: m.PickupDialog })));
const Dialogs = lazy(() => import('./Dialogs.tsx').then((m) => ({ default: m.Dialogs })));

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

export interface AddressCheckerProps {
  /** Origin of the shop when embedded on another site ('' or absent: same origin). */
  apiBase?: string;
  /** Offer the notify-me request when no service is available (only on the access screen). Default true. */
  notifyMe?: boolean;
  /** A logged customer: the checker changes the shopping address instead of entering as guest. */
  logged?: boolean;
  /** Logged: the service in use, shown as 'Hai scelto il servizio' with 'Continua la spesa'. */
  currentService?: string;
  /** Logged: where 'Continua la spesa' goes. */
  continueUrl?: string;
  /** Go to the store once a service is chosen (default true; a cancelled service-selected event stops it). */
  navigate?: boolean;
  /** Called with the verified address and the chosen service (the element also emits DOM events). */
  onAddressVerified?: (address: VerifiedAddress) => void;
  onServiceSelected?: (selection: ServiceSelection) => boolean | void;
  /** For React apps and tests: how calls are made. */
  requester?: Requester;
}

type Phase =
  | { name: 'search' }
  | { name: 'services'; services: AvailableService[] }
  | { name: 'unavailable' }
  | { name: 'pickup'; site: Navigation }
  | { name: 'entering'; site: Navigation };

export type Dialog =
  | { kind: 'none' }
  | { kind: 'notify' }
  | { kind: 'activation-done' }
  | { kind: 'copy-trolley'; addressId: number }
  | { kind: 'done'; title: string; message: string; then: () => void };

const cancelableEvent = (el: Element | null, name: string, detail: unknown): boolean => {
  if (!el) return true;
  return el.dispatchEvent(new CustomEvent(`mercato:${name}`, { detail, bubbles: true, composed: true, cancelable: true }));
};

export function AddressChecker({
  apiBase = '',
  notifyMe = true,
  logged = false,
  currentService,
  continueUrl,
  navigate = true,
  onAddressVerified,
  onServiceSelected,
  requester,
}: AddressCheckerProps) {
  const api = useMemo(() => onboardingApi(requester ?? defaultRequester(apiBase)), [requester, apiBase]);
  const rootRef = useRef<HTMLDivElement>(null);
  const streetRef = useRef<HTMLInputElement | null>(null);
  const postcodeRef = useRef<HTMLInputElement | null>(null);

  const [showChecker, setShowChecker] = useState(!(logged && currentService));
  const [postcode, setPostcode] = useState('');
  const [postcodeError, setPostcodeError] = useState<string | null>(null);
  const [postcodeInvalid, setPostcodeInvalid] = useState(false);
  const [townName, setTownName] = useState<string | undefined>();
  const [streets, setStreets] = useState<StreetSuggestion[] | null>(null);
  const [streetEnabled, setStreetEnabled] = useState(false);
  const [streetText, setStreetText] = useState('');
  const [street, setStreet] = useState<StreetSuggestion | null>(null);
  const [streetError, setStreetError] = useState<string | null>(null);
  const [phase, setPhase] = useState<Phase>({ name: 'search' });
  // The services of the chosen street stay listed behind the pickup chooser.
  const servicesRef = useRef<AvailableService[]>([]);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [dialog, setDialogState] = useState<Dialog>({ kind: 'none' });
  // Once opened, the dialogs stay mounted so the notify-me form keeps what was typed.
  const [dialogsLoaded, setDialogsLoaded] = useState(false);
  const setDialog = (d: Dialog) => {
    if (d.kind !== 'none') setDialogsLoaded(true);
    setDialogState(d);
  };
  const [notifyError, setNotifyError] = useState<string | null>(null);
  const checkSeq = useRef(0);
  const busyRef = useRef(false);
  // Focus moves after the render that enables the street (a disabled input cannot take focus).
  const [focusStreet, setFocusStreet] = useState(0);
  useEffect(() => {
    if (focusStreet) streetRef.current?.focus();
  }, [focusStreet]);

  const base = apiBase.replace(/\/+$/, '');
  const absolute = (path: string) => (/^https?:\/\//.test(path) ? path : `${base}${path}`);

  // ---- postcode -------------------------------------------------------------------------------

  const resetStreet = () => {
    setStreets(null);
    setStreetEnabled(false);
    setStreetText('');
    setStreet(null);
    setStreetError(null);
  };

  const loadStreets = async (code: string, seq: number) => {
    try {
      const list = await api.streetSuggestions(code);
      if (seq !== checkSeq.current) return;
      setStreets(list);
    } catch {
      if (seq !== checkSeq.current) return;
      setStreets([]);
    }
    setStreetEnabled(true);
    setFocusStreet((n) => n + 1);
  };

  const checkPostcode = async (code: string) => {
    const seq = ++checkSeq.current;
    setError(null);
    try {
      const result = await api.checkPostcode(code);
      if (seq !== checkSeq.current) return;
      setTownName(result.townName);
      if (result.code === 'NOT_SUPPORTED') {
        setPostcodeInvalid(true);
        setPostcodeError(texts.postcodeNotSupported);
        resetStreet();
        return;
      }
      await loadStreets(code, seq);
    } catch (err) {
      if (seq !== checkSeq.current) return;
      const status = errorStatus(err);
      if (status === 404 || status === 400) {
        setPostcodeInvalid(true);
        setPostcodeError(texts.postcodeInvalid);
        resetStreet();
        return;
      }
      // 409 asks for the street; any other failure lets the shopper go on.
      await loadStreets(code, seq);
    }
  };

  const onPostcodeChange = (raw: string) => {
    const code = onlyDigits(raw).slice(0, POSTCODE_LENGTH);
    if (code === postcode) return;
    setPostcode(code);
    setPhase({ name: 'search' });
    checkSeq.current++;
    resetStreet();
    setTownName(undefined);
    if (code.length === POSTCODE_LENGTH) {
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
    if (postcode.length === 0) return;
    if (postcode.length !== POSTCODE_LENGTH) setPostcodeError(texts.postcodeInvalid);
  };

  // A postcode typed into the server-rendered page before hydration is not lost.
  useEffect(() => {
    const typed = postcodeRef.current?.value ?? '';
    if (typed && typed !== postcode) onPostcodeChange(typed);
  }, []);

  // ---- street and services --------------------------------------------------------------------

  const chooseStreet = async (s: StreetSuggestion) => {
    setStreet(s);
    setStreetText(s.value);
    setStreetError(null);
    setError(null);
    const address: VerifiedAddress = { postcode, streetId: s.id, street: s.value, townName };
    onAddressVerified?.(address);
    cancelableEvent(rootRef.current, 'address-verified', address);
    setBusy(true);
    try {
      const services = await api.availableServices(postcode, s.id);
      servicesRef.current = services;
      setPhase(services.length ? { name: 'services', services } : { name: 'unavailable' });
    } catch {
      setPhase({ name: 'unavailable' });
    } finally {
      setBusy(false);
    }
  };

  const onStreetBlur = () => {
    if (!streetText.trim() || street) return;
    setStreetError(streetMessage({ street: streetText, streetId: null }, streets ?? []));
  };

  const submitSearch = () => {
    if (postcode.length === 0) {
      setPostcodeError(texts.postcodeRequired);
      setPostcodeInvalid(true);
      postcodeRef.current?.focus();
      return;
    }
    if (postcode.length !== POSTCODE_LENGTH || postcodeInvalid) {
      setPostcodeError(postcodeError ?? texts.postcodeInvalid);
      postcodeRef.current?.focus();
      return;
    }
    if (!street) {
      setStreetError(streetMessage({ street: streetText, streetId: null }, streets ?? []));
      streetRef.current?.focus();
      return;
    }
    void chooseStreet(street);
  };

  const changeAddress = () => {
    setPhase({ name: 'search' });
    setError(null);
    setStreet(null);
    setStreetText('');
    setFocusStreet((n) => n + 1);
  };

  // ---- service choice -------------------------------------------------------------------------

  const finish = (selection: ServiceSelection) => {
    const proceed = onServiceSelected?.(selection) !== false && cancelableEvent(rootRef.current, 'service-selected', selection);
    if (proceed && navigate) window.location.assign(selection.redirectUrl);
  };

  const enter = async (entry: GuestEntry) => {
    if (busyRef.current || !street) return;
    busyRef.current = true;
    setBusy(true);
    setError(null);
    const previous = phase;
    setPhase({ name: 'entering', site: entry.site });
    try {
      if (logged) {
        const created = await api.createAddress(entry);
        const addressId = created.address.deliveryAddressId;
        const { canCopy } = await api.canCopyTrolley(addressId).catch(() => ({ canCopy: false }));
        if (canCopy) {
          setDialog({ kind: 'copy-trolley', addressId });
          return;
        }
        await setCurrent(addressId, false, created.message);
        return;
      }
      const challenge = await api.captchaChallenge();
      const number = await solvePow(challenge);
      if (number === null) throw new Error(texts.genericError);
      const { redirectUrl } = await api.enterAsGuest({ ...entry, captchaToken: powToken(challenge, number) });
      finish({ ...entry, street: street.value, townName, redirectUrl: absolute(redirectUrl) });
    } catch (err) {
      setError(errorMessage(err));
      setPhase(previous.name === 'entering' ? { name: 'search' } : previous);
    } finally {
      busyRef.current = false;
      setBusy(false);
    }
  };

  const setCurrent = async (addressId: number, copyCart: boolean, createdMessage?: string) => {
    busyRef.current = true;
    setBusy(true);
    try {
      const answer = await api.setCurrentAddress(addressId, copyCart);
      const go = () => {
        if (!street) return;
        finish({ postcode, streetId: street.id, street: street.value, townName, site: 'supermercato', redirectUrl: absolute(answer.redirectUrl) });
      };
      setDialog({
        kind: 'done',
        title: texts.addressChangedTitle,
        message: createdMessage ?? answer.message ?? texts.addressChanged,
        then: go,
      });
    } catch (err) {
      setError(errorMessage(err));
      setPhase({ name: 'search' });
    } finally {
      busyRef.current = false;
      setBusy(false);
    }
  };

  const chooseService = (site: Navigation) => {
    if (!street || busy) return;
    if (site === 'drive' || site === 'pharma-drive' || site === 'prenotazioni') {
      setError(null);
      setPhase({ name: 'pickup', site });
      return;
    }
    void enter({ postcode, streetId: street.id, site });
  };

  const loadPickup = async (site: Navigation, query: string): Promise<PickupPoint[]> => {
    const points = await api.pickupPoints(site, query);
    // A point on the chosen street is selected at once (spec shell §4), when searching by postcode.
    const match = query === postcode && street ? points.find((p) => p.streetId === street.id && !p.privateCode) : undefined;
    if (match) queueMicrotask(() => choosePickup(site, match));
    return points;
  };

  const choosePickup = (site: Navigation, point: PickupPoint, privateCode?: string) => {
    if (!street) return;
    void enter({
      postcode,
      streetId: street.id,
      site,
      ...(site === 'prenotazioni' ? { negozioFisicoId: point.id } : { driveId: point.id }),
      ...(privateCode ? { privateCode } : {}),
    });
  };

  // ---- notify-me ------------------------------------------------------------------------------

  const sendActivation = async (values: NotifyMeValues) => {
    if (busyRef.current) return;
    busyRef.current = true;
    setBusy(true);
    setNotifyError(null);
    try {
      await api.requestActivation({
        postcode,
        streetId: street?.id ?? null,
        email: values.email,
        name: values.name,
        privacyAgreement: values.consent,
        site: 'supermercato',
      });
      setDialog({ kind: 'activation-done' });
    } catch (err) {
      setNotifyError(errorMessage(err));
    } finally {
      busyRef.current = false;
      setBusy(false);
    }
  };

  // ---- render ---------------------------------------------------------------------------------

  if (!showChecker) {
    return (
      <div ref={rootRef} className="ac" part="address-checker">
        <section className="ac-card ac-chosen" aria-labelledby="ac-chosen-title">
          <h2 id="ac-chosen-title" className="ac-title">{texts.chosenService}</h2>
          <p className="ac-service-name">{currentService}</p>
          <div className="ac-actions">
            {continueUrl && <a className="mercato-button mercato-button--primary" href={continueUrl}>{texts.continueShopping}</a>}
            <button type="button" className="mercato-button" onClick={() => setShowChecker(true)}>{texts.changeAddress}</button>
          </div>
        </section>
      </div>
    );
  }

  const inSearch = phase.name === 'search';
  return (
    <div ref={rootRef} className="ac" part="address-checker" aria-busy={busy}>
      <section className="ac-card" aria-labelledby="ac-title">
        <h2 id="ac-title" className="ac-title">{texts.title}</h2>
        {inSearch ? (
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
                <label htmlFor="ac-postcode" className="ac-label">{texts.postcodeLabel}</label>
                <input
                  ref={postcodeRef}
                  id="ac-postcode"
                  className="ac-input"
                  type="text"
                  inputMode="numeric"
                  autoComplete="postal-code"
                  maxLength={POSTCODE_LENGTH}
                  placeholder={texts.postcodePlaceholder}
                  value={postcode}
                  aria-invalid={postcodeInvalid || undefined}
                  aria-describedby={postcodeError ? 'ac-postcode-error' : undefined}
                  onChange={(e) => onPostcodeChange(e.currentTarget.value)}
                  onBlur={onPostcodeBlur}
                />
                {postcodeError && <p id="ac-postcode-error" className="ac-error">{postcodeError}</p>}
              </div>
              <StreetCombobox
                inputRef={streetRef}
                value={streetText}
                suggestions={streets}
                disabled={!streetEnabled}
                error={streetError}
                onChange={(v) => {
                  setStreetText(v);
                  setStreet(null);
                  setStreetError(null);
                }}
                onChoose={(s) => void chooseStreet(s)}
                onBlur={onStreetBlur}
              />
            </div>
            {postcodeInvalid && postcodeError === texts.postcodeNotSupported && notifyMe && (
              <button type="button" className="mercato-button ac-link" onClick={() => setDialog({ kind: 'notify' })}>
                {texts.notifyMe}
              </button>
            )}
            <div className="ac-actions">
              <button type="submit" className="mercato-button mercato-button--primary" disabled={busy}>
                {busy ? texts.checking : texts.verify}
              </button>
            </div>
          </form>
        ) : (
          <div className="ac-result">
            <p className="ac-address">
              {street ? texts.servicesFor(street.value, postcode, townName) : postcode}{' '}
              <button type="button" className="mercato-button ac-link" onClick={changeAddress} disabled={busy}>
                {texts.changeAddress}
              </button>
            </p>
            {(phase.name === 'services' || phase.name === 'pickup') && (
              <>
                <h3 className="ac-subtitle">{texts.availableServices}</h3>
                <ul className="ac-services">
                  {servicesRef.current.map((s) => (
                    <li key={s.site} className="ac-service">
                      <div className="ac-service__text">
                        <h4 className="ac-service__name">{s.description}</h4>
                        {s.onboardingHtmlDescription && (
                          // Sanitised by the server (allow-listed formatting tags only).
                          <div className="ac-service__description" dangerouslySetInnerHTML={{ __html: s.onboardingHtmlDescription }} />
                        )}
                      </div>
                      <button type="button" className="mercato-button mercato-button--primary" disabled={busy}
                        aria-label={`${texts.chooseService} ${s.description}`} onClick={() => chooseService(s.site)}>
                        {texts.chooseService}
                      </button>
                    </li>
                  ))}
                </ul>
              </>
            )}
            {phase.name === 'unavailable' && (
              <div className="ac-unavailable" role="status">
                <h3 className="ac-subtitle">{texts.serviceUnavailableTitle}</h3>
                <p>{texts.serviceUnavailable}</p>
                {notifyMe && (
                  <button type="button" className="mercato-button mercato-button--primary" onClick={() => setDialog({ kind: 'notify' })}>
                    {texts.notifyMe}
                  </button>
                )}
              </div>
            )}
            {phase.name === 'pickup' && (
              <Suspense fallback={<p className="ac-hint" role="status">{texts.loadingServices}</p>}>
                <PickupDialog
                  site={phase.site}
                  postcode={postcode}
                  load={(q) => loadPickup(phase.site, q)}
                  onChoose={(p, code) => choosePickup(phase.site, p, code)}
                  onClose={() => phase.name === 'pickup' && setPhase({ name: 'services', services: servicesRef.current })}
                  busy={busy}
                  error={error}
                />
              </Suspense>
            )}
            {phase.name === 'entering' && (
              <p className="ac-entering" role="status">
                <span className="ac-spinner" aria-hidden="true" /> {texts.entering}
              </p>
            )}
          </div>
        )}
        {error && phase.name !== 'pickup' && <p className="ac-error ac-error--block" role="alert">{error}</p>}
      </section>

      {dialogsLoaded && (
        <Suspense fallback={null}>
          <Dialogs
            dialog={dialog}
            busy={busy}
            notifyError={notifyError}
            onNotify={(v) => void sendActivation(v)}
            onClose={() => setDialog({ kind: 'none' })}
            onCopyTrolley={(addressId, copy) => void setCurrent(addressId, copy)}
          />
        </Suspense>
      )}
    </div>
  );
}
