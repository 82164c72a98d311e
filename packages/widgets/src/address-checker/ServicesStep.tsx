// The address checker once a street is chosen (spec shell §2, §4), loaded when the shopper gets there:
// the services available at the address (or 'Servizio non disponibile' with the notify-me call to
// action), the chooser of pickup points and stores (its own lazy part), and the way into the shop: a
// power-guest session behind the self-hosted proof-of-work captcha, or for a logged customer a new
// shopping address (asking whether to copy the trolley). Its styles come with it.
import { useMemo, useRef, useState, type RefObject } from 'react';
import {
  type GuestEntry,
  isShopError,
  onboardingCalls,
  powToken,
  type ShopError,
  type ShopRequest,
  solvePow,
} from '@mercato/client';
import type { AvailableService, Navigation, PickupPoint } from '@mercato/contracts';
import { isPickup } from '@mercato/contracts/constants';
import { emit } from '../runtime/emit.ts';
import { lazyPart, type LazyPart } from '../runtime/lazy-part.ts';
import type { Dialog, ServiceSelection, VerifiedAddress } from './AddressChecker.tsx';
import { errorMessage } from './error-message.ts';
import { texts } from './services-texts.ts';
import css from './services-step.css?inline';
import { PartCss } from '../runtime/part-css.tsx';

// Most shoppers choose home delivery: the chooser comes when a pickup service is chosen (or pointed at).
const pickupChooser = lazyPart(() => import('./PickupChooser.tsx'));
const prefetchChooser = () => void pickupChooser.load().catch(() => undefined);

type Phase =
  | { name: 'services' }
  | { name: 'unavailable' }
  | { name: 'pickup'; site: Navigation }
  | { name: 'entering'; site: Navigation };

/** Where a customer without a Fìdaty card gets one (the account's Fìdaty page). */
export const CARD_PAGE = '/account/fidaty';
/** The server's 409 CONFIRM for a service that needs a Fìdaty card (spec shell §6). */
const needsCard = (err: unknown): err is ShopError => isShopError(err) && err.status === 409 && err.type === 'CONFIRM';

export interface ServicesStepProps {
  request: ShopRequest;
  /** Origin of the shop as resolveApiBase gives it ('' = same origin): store urls are made absolute with it. */
  apiBase: string;
  address: VerifiedAddress;
  /** The services at the address; none: the service is unavailable there. */
  services: AvailableService[];
  logged: boolean;
  notifyMe: boolean;
  navigate: boolean;
  onServiceSelected?: (selection: ServiceSelection) => boolean | void;
  /** The checker's root element: DOM events are dispatched from it. */
  rootRef: RefObject<HTMLDivElement | null>;
  busy: boolean;
  setBusy: (busy: boolean) => void;
  /** Downloads a lazy part with the checker's busy state; on failure the checker shows the error and 'Riprova' runs `again`. */
  loadPart: <T>(part: LazyPart<T>, again: () => void) => Promise<T | null>;
  openDialog: (dialog: Dialog) => void;
  onChangeAddress: () => void;
  /** Back to the first step showing this error (the address change of a logged customer failed). */
  onFailed: (message: string) => void;
}

export function ServicesStep({
  request,
  apiBase,
  address,
  services,
  logged,
  notifyMe,
  navigate,
  onServiceSelected,
  rootRef,
  busy,
  setBusy,
  loadPart,
  openDialog,
  onChangeAddress,
  onFailed,
}: ServicesStepProps) {
  const api = useMemo(() => onboardingCalls(request), [request]);
  const [phase, setPhase] = useState<Phase>(services.length ? { name: 'services' } : { name: 'unavailable' });
  const [error, setError] = useState<string | null>(null);
  // The pickup chooser's code is on its way.
  const [opening, setOpening] = useState(false);
  const busyRef = useRef(false);

  const absolute = (path: string) => (/^https?:\/\//.test(path) ? path : `${apiBase}${path}`);

  const finish = (selection: ServiceSelection) => {
    const proceed =
      onServiceSelected?.(selection) !== false && emit(rootRef.current, 'service-selected', selection, true);
    if (proceed && navigate) window.location.assign(selection.redirectUrl);
  };

  const enter = async (entry: GuestEntry) => {
    if (busyRef.current) return;
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
          openDialog({ kind: 'copy-trolley', answer: (copy) => void setCurrent(addressId, copy) });
          return;
        }
        // An address already saved (the same street, the same point) was not created: the change is confirmed.
        await setCurrent(addressId, false, created.created === false ? undefined : created.message);
        return;
      }
      const challenge = await api.captchaChallenge();
      const number = await solvePow(challenge);
      if (number === null) throw new Error(texts.genericError);
      const { redirectUrl } = await api.enterAsGuest({ ...entry, captchaToken: powToken(challenge, number) });
      finish({ ...entry, street: address.street, townName: address.townName, redirectUrl: absolute(redirectUrl) });
    } catch (err) {
      if (needsCard(err)) {
        // 'Vuoi registrarti?' (any point of the service needs the card, so back to the services): yes
        // leads to the shop's Fìdaty page, where a digital card is one click.
        setPhase({ name: 'services' });
        openDialog({
          kind: 'card-needed',
          message: err.message,
          register: () => window.location.assign(absolute(CARD_PAGE)),
        });
        return;
      }
      setPhase(previous);
      setError(errorMessage(err));
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
      const go = () => finish({ ...address, site: 'supermercato', redirectUrl: absolute(answer.redirectUrl) });
      openDialog({
        kind: 'done',
        title: texts.addressChangedTitle,
        message: createdMessage ?? answer.message ?? texts.addressChanged,
        afterClose: go,
      });
    } catch (err) {
      onFailed(errorMessage(err));
    } finally {
      busyRef.current = false;
      setBusy(false);
    }
  };

  const chooseService = async (site: Navigation) => {
    if (busy) return;
    if (isPickup(site)) {
      setError(null);
      let chooser = pickupChooser.get();
      if (!chooser) {
        setOpening(true);
        chooser = (await loadPart(pickupChooser, () => void chooseService(site))) ?? undefined;
        setOpening(false);
      }
      if (chooser) setPhase({ name: 'pickup', site });
      return;
    }
    void enter({ postcode: address.postcode, streetId: address.streetId, site });
  };

  const loadPickup = async (site: Navigation, query: string): Promise<PickupPoint[]> => {
    const points = await api.pickupPoints(site, query);
    // A point on the chosen street is selected at once (spec shell §4), when searching by postcode.
    const match =
      query === address.postcode ? points.find((p) => p.streetId === address.streetId && !p.privateCode) : undefined;
    if (match) queueMicrotask(() => choosePickup(site, match));
    return points;
  };

  const choosePickup = (site: Navigation, point: PickupPoint, privateCode?: string) => {
    void enter({
      postcode: address.postcode,
      streetId: address.streetId,
      site,
      ...(site === 'prenotazioni' ? { negozioFisicoId: point.id } : { driveId: point.id }),
      ...(privateCode ? { privateCode } : {}),
    });
  };

  const PickupDialog = pickupChooser.get()?.PickupDialog;
  return (
    <>
      <PartCss css={css} />
      <div className="ac-result">
        <p className="ac-address">
          {texts.servicesFor(address.street, address.postcode, address.townName)}{' '}
          <button type="button" className="mercato-button ac-link" onClick={onChangeAddress} disabled={busy}>
            {texts.changeAddress}
          </button>
        </p>
        {(phase.name === 'services' || phase.name === 'pickup') && (
          <>
            <h3 className="ac-subtitle">{texts.availableServices}</h3>
            <ul className="ac-services">
              {services.map((s) => (
                <li key={s.site} className="ac-service">
                  <div className="ac-service__text">
                    <h4 className="ac-service__name">{s.description}</h4>
                    {s.onboardingHtmlDescription && (
                      // Sanitised by the server (allow-listed formatting tags only).
                      <div
                        className="ac-service__description"
                        dangerouslySetInnerHTML={{ __html: s.onboardingHtmlDescription }}
                      />
                    )}
                  </div>
                  <button
                    type="button"
                    className="mercato-button mercato-button--primary"
                    disabled={busy}
                    aria-label={`${texts.chooseService} ${s.description}`}
                    onClick={() => void chooseService(s.site)}
                    onPointerEnter={isPickup(s.site) ? prefetchChooser : undefined}
                    onFocus={isPickup(s.site) ? prefetchChooser : undefined}
                  >
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
              <button
                type="button"
                className="mercato-button mercato-button--primary"
                onClick={() => openDialog({ kind: 'notify' })}
              >
                {texts.notifyMe}
              </button>
            )}
          </div>
        )}
        {opening && (
          <p className="ac-hint" role="status">
            {texts.loadingServices}
          </p>
        )}
        {phase.name === 'pickup' && PickupDialog && (
          <PickupDialog
            site={phase.site}
            postcode={address.postcode}
            load={(q) => loadPickup(phase.site, q)}
            onChoose={(p, code) => choosePickup(phase.site, p, code)}
            onClose={() => setPhase({ name: 'services' })}
            busy={busy}
            error={error}
          />
        )}
        {phase.name === 'entering' && (
          <p className="ac-entering" role="status">
            <span className="ac-spinner" aria-hidden="true" /> {texts.entering}
          </p>
        )}
      </div>
      {error && phase.name !== 'pickup' && (
        <p className="ac-error ac-error--block" role="alert">
          {error}
        </p>
      )}
    </>
  );
}
