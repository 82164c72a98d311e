// The address checker's state and what the shopper does with it; AddressChecker.tsx is the markup. The
// view renders by its phase, named from the state:
//   chosen    a logged customer's service in use is shown, until 'Cambia indirizzo'
//   postcode  the postcode is typed (the street waits for a complete one)
//   checking  a complete postcode is asked of the shop, then its streets
//   invalid   the postcode breaks the rule, or the shop does not know it
//   uncovered the shop does not deliver there (notify-me is offered)
//   street    the street is typed and chosen among the postcode's
//   services  the services at the street are shown (ServicesStep.tsx, a lazy part)
// Beside the phase: `busy` while a call or a part's download runs, `failed` when a part could not be
// downloaded ('Riprova' runs it again), the open dialog. The answers to an older postcode change nothing.
// The hook gives each part of the view its props: the postcode input, the street's combobox, the services
// step, the dialogs.
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

export type Phase = 'chosen' | 'postcode' | 'checking' | 'invalid' | 'uncovered' | 'street' | 'services';

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
  const latest = useLatest();

  // The service in use is shown while there is one (logged and currentService may arrive after the first
  // render), until the shopper asks to change it ('Cambia indirizzo' remembers which one).
  const [changing, setChanging] = useState<string>();
  const [postcode, setPostcode] = useState('');
  const [postcodeError, setPostcodeError] = useState<string | null>(null);
  const [postcodeInvalid, setPostcodeInvalid] = useState(false);
  const [townName, setTownName] = useState<string | undefined>();
  /** The postcode's streets (phase street); null: not known yet, or the postcode is refused. */
  const [streets, setStreets] = useState<StreetSuggestion[] | null>(null);
  const [streetText, setStreetText] = useState('');
  const [street, setStreet] = useState<StreetSuggestion | null>(null);
  /** The address verified when the street was chosen. */
  const [address, setAddress] = useState<VerifiedAddress>();
  const [streetError, setStreetError] = useState<string | null>(null);
  /** The services at the chosen street (phase services); null: the first step. */
  const [services, setServices] = useState<AvailableService[] | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  /** A lazy part could not be downloaded: 'Riprova' runs `retry`. */
  const [failed, setFailed] = useState<{ retry: () => void } | null>(null);
  const [dialog, setDialog] = useState<Dialog>({ kind: 'none' });
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
    if (d.kind === 'none' || dialogs.get()) return setDialog(d);
    void loadPart(dialogs, () => openDialog(d)).then((loaded) => loaded && setDialog(d));
  };

  // ---- postcode -------------------------------------------------------------------------------

  /** No street: it is typed again once the postcode's are known. */
  const resetStreet = () => {
    setStreets(null);
    setStreetText('');
    setStreet(null);
    setStreetError(null);
    setFailed(null);
  };

  const loadStreets = async (code: string, current: () => boolean) => {
    let list: StreetSuggestion[] = [];
    try {
      list = await api.streetSuggestions(code);
    } catch {}
    if (!current()) return;
    setStreets(list);
    setFocusStreet((n) => n + 1);
    // The services step is downloaded while the shopper types the street.
    void servicesStep.load().catch(() => undefined);
  };

  const refuse = (message: string) => {
    setPostcodeInvalid(true);
    setPostcodeError(message);
    resetStreet();
  };

  const checkPostcode = async (code: string) => {
    const current = latest();
    setError(null);
    try {
      const answer = await api.checkPostcode(code);
      if (!current()) return;
      setTownName(answer.townName);
      if (answer.code === 'NOT_SUPPORTED') {
        refuse(texts.postcodeNotSupported);
        if (!noNotifyMe) prefetchDialogs();
        return;
      }
    } catch (err) {
      if (!current()) return;
      const status = isShopError(err) ? err.status : null;
      if (status === 404 || status === 400) return refuse(texts.postcodeInvalid);
      // 409 asks for the street; any other failure lets the shopper go on.
    }
    await loadStreets(code, current);
  };

  const onPostcodeChange = (raw: string) => {
    const code = onlyDigits(raw).slice(0, POSTCODE_LENGTH);
    if (code === postcode) return;
    setPostcode(code);
    setServices(null);
    latest();
    resetStreet();
    setTownName(undefined);
    // Any other length disables and clears the street and marks the postcode invalid.
    const complete = isCompletePostcode(code);
    setPostcodeInvalid(!complete && code.length > 0);
    setPostcodeError(null);
    if (complete) void checkPostcode(code);
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
    let found: AvailableService[];
    try {
      found = await api.availableServices(postcode, s.id);
    } catch {
      found = [];
    }
    const step = servicesStep.get() ?? (await loading);
    setBusy(false);
    if (!step) return setFailed({ retry: () => void showServices(s) });
    if (!found.length && !noNotifyMe) prefetchDialogs();
    setServices(found);
  };

  const chooseStreet = (s: StreetSuggestion) => {
    setStreet(s);
    setStreetText(s.value);
    setStreetError(null);
    setError(null);
    const verified: VerifiedAddress = { postcode, streetId: s.id, street: s.value, townName };
    setAddress(verified);
    onAddressVerified?.(verified);
    emit(rootRef.current, 'address-verified', verified, true);
    void showServices(s);
  };

  const checkStreet = () => setStreetError(streetMessage({ street: streetText, streetId: null }, streets ?? []));

  const submit = () => {
    // The postcode rule, or the shop's verdict on a complete one (not covered, unknown).
    const message = postcodeMessage(postcode);
    if (message || postcodeInvalid) {
      setPostcodeError((postcode && postcodeError) || message || texts.postcodeInvalid);
      setPostcodeInvalid(true);
      postcodeRef.current?.focus();
    } else if (street) chooseStreet(street);
    else {
      checkStreet();
      streetRef.current?.focus();
    }
  };

  /** From the services step back to the street (the postcode's streets are kept). */
  const toStreet = () => {
    setServices(null);
    setError(null);
    setFailed(null);
    setStreet(null);
    setStreetText('');
    setFocusStreet((n) => n + 1);
  };

  const combobox: StreetComboboxProps = {
    inputRef: streetRef,
    value: streetText,
    suggestions: streets,
    disabled: !streets,
    error: streetError,
    onChange: (v) => {
      setStreetText(v);
      setStreet(null);
      setStreetError(null);
      setFailed(null);
    },
    onChoose: chooseStreet,
    onBlur: () => streetText.trim() && !street && checkStreet(),
  };
  const step: ServicesStepProps | null | undefined = services &&
    address && {
      request,
      apiBase,
      address,
      services,
      logged,
      notifyMe: !noNotifyMe,
      navigate: !noNavigate,
      onServiceSelected,
      rootRef,
      busy,
      setBusy,
      loadPart,
      openDialog,
      onChangeAddress: toStreet,
      // Back to the first step showing this error (the address change of a logged customer failed).
      onFailed: (message) => {
        setServices(null);
        setError(message);
      },
    };
  const dialogProps: DialogsProps = {
    dialog,
    request,
    activation: { postcode, streetId: street?.id ?? null },
    busy,
    setBusy,
    openDialog,
  };

  const phase: Phase =
    logged && currentService && changing !== currentService
      ? 'chosen'
      : step
        ? 'services'
        : streets
          ? 'street'
          : postcodeError === texts.postcodeNotSupported
            ? 'uncovered'
            : postcodeInvalid
              ? 'invalid'
              : isCompletePostcode(postcode)
                ? 'checking'
                : 'postcode';

  return {
    phase,
    changeService: () => setChanging(currentService),
    rootRef,
    postcodeInput: {
      ref: postcodeRef,
      value: postcode,
      'aria-invalid': postcodeInvalid || undefined,
      onChange: (e: { currentTarget: HTMLInputElement }) => onPostcodeChange(e.currentTarget.value),
      onBlur: onPostcodeBlur,
    },
    postcodeError,
    onSubmit: (e: { preventDefault(): void }) => {
      e.preventDefault();
      submit();
    },
    combobox,
    step,
    dialogProps,
    busy,
    error,
    failed,
    openDialog,
  };
}
