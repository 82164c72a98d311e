// The chooser of Clicca e Vai points and Prenota e Ritira stores (spec shell §2, §4, §5): the points of
// the postcode first; a search from 3 characters by city, address, postcode, province or private code;
// a skeleton of 9 address cards while loading; private points ask for their access code.
import { useEffect, useState } from 'react';
import { useIds } from '@mercato/ui/use-ids';
import { useLatest } from '@mercato/ui/use-latest';
import type { Navigation, PickupPoint } from '@mercato/contracts';
import { Modal, Skeleton } from '@mercato/ui';
import modalCss from '@mercato/ui/modal/modal.css?inline';
import skeletonCss from '@mercato/ui/skeleton/skeleton.css?inline';
import { PICKUP_SEARCH_MIN_LENGTH as PICKUP_SEARCH_MIN_CHARS } from '@mercato/contracts/rules/address-match';
import { texts } from './services-texts.ts';
import { PartCss } from '../runtime/part-css.tsx';

export interface PickupChooserProps {
  site: Navigation;
  postcode: string;
  load: (query: string) => Promise<PickupPoint[]>;
  onChoose: (point: PickupPoint, privateCode?: string) => void;
  busy: boolean;
  error: string | null;
}

export function PickupChooser({ site, postcode, load, onChoose, busy, error }: PickupChooserProps) {
  const ids = useIds('pickup');
  const [query, setQuery] = useState('');
  const [points, setPoints] = useState<PickupPoint[] | null>(null);
  const [loadError, setLoadError] = useState<string | null>(null);
  const [codes, setCodes] = useState<Record<number, string>>({});
  const [codeErrors, setCodeErrors] = useState<Record<number, string>>({});
  const latest = useLatest();

  const term = query.trim();
  const effective = term.length >= PICKUP_SEARCH_MIN_CHARS ? term : postcode;

  useEffect(() => {
    const current = latest();
    setPoints(null);
    setLoadError(null);
    const timer = setTimeout(
      () => {
        load(effective).then(
          (found) => current() && setPoints(found),
          (err: { message?: string }) => {
            if (!current()) return;
            setPoints([]);
            setLoadError(err?.message ?? texts.genericError);
          },
        );
      },
      effective === postcode ? 0 : 250,
    );
    return () => clearTimeout(timer);
  }, [effective]);

  const choose = (point: PickupPoint) => {
    if (busy) return;
    if (point.privateCode) {
      const code = (codes[point.id] ?? '').trim();
      if (!code) {
        setCodeErrors((e) => ({ ...e, [point.id]: texts.privateCodeRequired }));
        return;
      }
      onChoose(point, code);
      return;
    }
    onChoose(point);
  };

  return (
    <div className="ac-pickup">
      <PartCss css={skeletonCss} />
      <div className="ac-field">
        <label className="ac-label" htmlFor={ids('q')}>
          {texts.pickupSearchLabel}
        </label>
        <input
          id={ids('q')}
          className="ac-input"
          type="search"
          maxLength={100}
          value={query}
          aria-describedby={ids('hint')}
          onChange={(e) => setQuery(e.currentTarget.value)}
        />
        <p id={ids('hint')} className="ac-hint">
          {texts.pickupSearchHint}
        </p>
      </div>
      <div role="status" aria-live="polite" className="mercato-visually-hidden">
        {points ? (points.length ? texts.pointsFound(points.length) : texts.pickupNone(site)) : ''}
      </div>
      {points === null ? (
        <Skeleton variant="address" count={9} />
      ) : points.length === 0 ? (
        <p className="ac-empty">{loadError ?? texts.pickupNone(site)}</p>
      ) : (
        <ul className="ac-points">
          {points.map((p) => (
            <li key={p.id} className="ac-point">
              <p className="ac-point__name">{p.description}</p>
              <p className="ac-point__address">
                {p.streetName}, {p.postCode} {p.townName} ({p.provinceShortName})
              </p>
              {p.lockers && <p className="ac-badge">{texts.lockers}</p>}
              {p.privateCode && (
                <div className="ac-field">
                  <p className="ac-badge ac-badge--private">{texts.privatePoint}</p>
                  <label className="ac-label" htmlFor={ids(`code-${p.id}`)}>
                    {texts.privateCodeLabel}
                  </label>
                  <input
                    id={ids(`code-${p.id}`)}
                    className="ac-input"
                    maxLength={32}
                    autoComplete="off"
                    value={codes[p.id] ?? ''}
                    aria-invalid={codeErrors[p.id] ? true : undefined}
                    aria-describedby={codeErrors[p.id] ? ids(`code-${p.id}-error`) : undefined}
                    onChange={(e) => {
                      const v = e.currentTarget.value;
                      setCodes((c) => ({ ...c, [p.id]: v }));
                      setCodeErrors((c) => ({ ...c, [p.id]: '' }));
                    }}
                  />
                  {codeErrors[p.id] && (
                    <p id={ids(`code-${p.id}-error`)} className="ac-error">
                      {codeErrors[p.id]}
                    </p>
                  )}
                </div>
              )}
              <button
                type="button"
                className="mercato-button mercato-button--primary"
                disabled={busy}
                aria-label={`${texts.pickHere}: ${p.description}`}
                onClick={() => choose(p)}
              >
                {texts.pickHere}
              </button>
            </li>
          ))}
        </ul>
      )}
      {error && (
        <p className="ac-error" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}

export interface PickupDialogProps extends PickupChooserProps {
  onClose: () => void;
}

/** The chooser in its modal (spec shell §4: a chooser modal for drives, a modal of stores). */
export function PickupDialog({ onClose, ...chooser }: PickupDialogProps) {
  return (
    <>
      <PartCss css={modalCss} />
      <Modal
        open
        kind="info"
        title={texts.pickupTitle(chooser.site)}
        confirmLabel={texts.close}
        onConfirm={onClose}
        message={<PickupChooser {...chooser} />}
      />
    </>
  );
}
