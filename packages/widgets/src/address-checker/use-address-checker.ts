// The address checker's state and what the shopper does with it; AddressChecker.tsx is the markup.
// Moved as it was from the view: the postcode (checked with the shop once complete, the streets asked
// then), the street (chosen among the postcode's), the services at the street (ServicesStep.tsx, a lazy
// part), the dialogs (Dialogs.tsx, a lazy part), a lazy part that could not be downloaded, and the service
// in use of a logged customer, shown until 'Cambia indirizzo'. The answers to an older postcode change
// nothing (useLatest).
import { useEffect, useMemo, useRef, useState } from 'react';
import type { AvailableService, StreetSuggestion } from '@mercato/contracts';
import { addressLookups, isShopError, requestFor, resolveApiBase } from '@mercato/client';
import {
  isCompletePostcode,
  POSTCODE_LENGTH,
  postcodeMessage,
  streetMessage,
} from '@mercato/contracts/rules/address-match';
import { onlyDigits } from '@mercato/contracts/rules/digits';
import { useLatest } from '@mercato/ui/use-latest';
import { emit } from '../runtime/emit.ts';
import { lazyPart, type LazyPart } from '../runtime/lazy-part.ts';
import type { AddressCheckerProps, Dialog, VerifiedAddress } from './AddressChecker.tsx';
import type { DialogsProps } from './Dialogs.tsx';
import type { ServicesStepProps } from './ServicesStep.tsx';
import type { StreetComboboxProps } from './StreetCombobox.tsx';
import { texts } from './texts.ts';

export const servicesStep = lazyPart(() => import('./ServicesStep.tsx'));
export const dialogs = lazyPart(() => import('./Dialogs.tsx'));
const prefetchDialogs = () => void dialogs.load().catch(() => undefined);

export function useAddressChecker({
  apiBase: apiBaseProp,
  noNotifyMe,
  logged = false,
  currentService,
  noNavigate,
  onAddressVerified,
  onServiceSelected,
  requester,
}: AddressCheckerProps) {
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

  const loadPart = async <T>(part: LazyPart<T>, again: () => void): Promise<T | null> => {
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

  const Step = result && street ? servicesStep.get()?.ServicesStep : undefined;
  return {
    rootRef,
    postcodeRef,
    showChecker,
    changeService: () => setChanging(currentService),
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
    /** The services step's props, once a street is chosen. */
    step: (result && street
      ? {
          request,
          apiBase,
          address: { postcode, streetId: street.id, street: street.value, townName },
          services: result,
          logged,
          notifyMe: !noNotifyMe,
          navigate: !noNavigate,
          onServiceSelected,
          rootRef,
          busy,
          setBusy,
          loadPart,
          openDialog,
          onChangeAddress: changeAddress,
          onFailed: (message: string) => {
            setResult(null);
            setError(message);
          },
        }
      : null) satisfies ServicesStepProps | null,
    combobox: {
      inputRef: streetRef,
      value: streetText,
      suggestions: streets,
      disabled: !streets,
      error: streetError,
      onChange: (v: string) => {
        setStreetText(v);
        setStreet(null);
        setStreetError(null);
        setFailed(null);
      },
      onChoose: chooseStreet,
      onBlur: onStreetBlur,
    } satisfies StreetComboboxProps,
    dialogProps: {
      dialog,
      request,
      activation: { postcode, streetId: street?.id ?? null },
      busy,
      setBusy,
      openDialog,
    } satisfies DialogsProps,
  };
}
