// The centre 'Gestore consensi Cookie' (spec shell §2, §3 cookie centre entry, §8), downloaded when first
// opened: one section per category of the configuration (icon, description, a switch; read-only
// categories always on and not switchable), 'Accetta tutti' and 'Salva le impostazioni'. A modal dialog:
// focus moves in and stays inside (Tab wraps), Escape or the close button closes it and gives focus back.
// A save applies at once (cookies, record, mercato:consent-changed), then the 'Cookie Policy' alert
// ('Modifica effettuata con successo', 'Continua') and the reload. With Global Privacy Control on, the
// optional categories start refused.
import { CONSENT_RECORD_WAIT_MS } from '@mercato/contracts/constants';
import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { Modal } from '@mercato/ui';
import modalCss from '@mercato/ui/modal/modal.css?inline';
import { useIds } from '@mercato/ui/use-ids';
import type { ConsentSource, CookieCentreConfiguration } from '@mercato/contracts/consent';
import { consent as texts, cookies as spec } from '@mercato/contracts/i18n/it-consent';
import { t } from '@mercato/contracts/i18n/t';
import { globalPrivacyControl, readConsent } from '@mercato/core/consent';
import { PartCss } from '../runtime/part-css.tsx';
import css from './centre.css?inline';

export interface CentreProps {
  config: CookieCentreConfiguration | null;
  policyHref: string;
  noReload: boolean;
  onClose: () => void;
  /** Stores the choices; may answer the consent record's call (a promise), awaited before a reload. */
  onSave: (choices: Record<string, boolean>, source?: ConsentSource) => unknown;
}

const FOCUSABLE = 'a[href], button:not([disabled]), input:not([disabled])';

/** The focused element, looking into open shadow roots. */
function deepActive(): HTMLElement | null {
  let active: Element | null = document.activeElement;
  while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement;
  return active instanceof HTMLElement ? active : null;
}

/** The choices the switches start from: the cookies in force, else refused when GPC is on, else the configured default. */
function initialChoices(config: CookieCentreConfiguration): Record<string, boolean> {
  const state = readConsent(config.cookieCenterConfigList.map((s) => s.cookieKey));
  const gpc = globalPrivacyControl();
  const out: Record<string, boolean> = {};
  for (const s of config.cookieCenterConfigList)
    out[s.cookieKey] = s.readOnly || (state.categories[s.cookieKey] ?? (gpc ? false : s.checked));
  return out;
}

/** The section's icon: a padlock for the categories always on, a cookie for the others (decorative). */
function CategoryIcon({ locked }: { locked: boolean }) {
  return (
    <svg className="ccc-icon" viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
      {locked ? (
        <path d="M7 10V7a5 5 0 0 1 10 0v3h1a1 1 0 0 1 1 1v9a1 1 0 0 1-1 1H6a1 1 0 0 1-1-1v-9a1 1 0 0 1 1-1zm2 0h6V7a3 3 0 0 0-6 0z" />
      ) : (
        <path d="M12 2a10 10 0 1 0 10 10 4 4 0 0 1-5-5 4 4 0 0 1-5-5zM8 9a1.5 1.5 0 1 1 0 3 1.5 1.5 0 0 1 0-3zm7 5a1.5 1.5 0 1 1 0 3 1.5 1.5 0 0 1 0-3zm-6 3a1 1 0 1 1 0 2 1 1 0 0 1 0-2z" />
      )}
    </svg>
  );
}

export function Centre({ config, policyHref, noReload, onClose, onSave }: CentreProps) {
  const ids = useIds('ccc');
  const dialogRef = useRef<HTMLDivElement>(null);
  const [choices, setChoices] = useState<Record<string, boolean> | null>(null);
  const [saved, setSaved] = useState(false);
  /** What the last save answered: the consent record's call (a promise), awaited before the reload. */
  const recording = useRef<unknown>(null);
  const closeRef = useRef(onClose);
  closeRef.current = onClose;

  useEffect(() => {
    if (config && !choices) setChoices(initialChoices(config));
  }, [config]);

  // Focus in on open, back to the opener on close; Escape closes; the page does not scroll behind.
  useEffect(() => {
    if (saved) return;
    const opener = deepActive();
    dialogRef.current?.querySelector<HTMLElement>('h2')?.focus();
    const onKey = (event: globalThis.KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      event.preventDefault();
      closeRef.current();
    };
    const onFocusIn = (event: FocusEvent) => {
      const dialog = dialogRef.current;
      if (dialog && !event.composedPath().includes(dialog)) dialog.querySelector<HTMLElement>(FOCUSABLE)?.focus();
    };
    const overflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    document.addEventListener('keydown', onKey);
    document.addEventListener('focusin', onFocusIn);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('focusin', onFocusIn);
      document.body.style.overflow = overflow;
      if (opener?.isConnected) opener.focus();
    };
  }, [saved]);

  const trapTab = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key !== 'Tab' || !dialogRef.current) return;
    const items = Array.from(dialogRef.current.querySelectorAll<HTMLElement>(FOCUSABLE));
    if (items.length === 0) return;
    const first = items[0];
    const last = items[items.length - 1];
    const active = deepActive();
    if (event.shiftKey && (active === first || !items.includes(active as HTMLElement))) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && active === last) {
      event.preventDefault();
      first.focus();
    }
  };

  const save = (all: boolean) => {
    if (!config || !choices) return;
    const chosen = all ? Object.fromEntries(config.cookieCenterConfigList.map((s) => [s.cookieKey, true])) : choices;
    recording.current = onSave(chosen, all ? 'accept-all' : 'save');
    setSaved(true);
  };
  // 'Continua' reloads once the consent record has been answered (at most CONSENT_RECORD_WAIT_MS): a reload at
  // once could cancel the record's call, and the account's list of consents would miss the choice.
  const reload = () => {
    const recorded = Promise.resolve(recording.current).catch(() => undefined);
    void Promise.race([recorded, new Promise((resolve) => setTimeout(resolve, CONSENT_RECORD_WAIT_MS))]).then(() =>
      location.reload(),
    );
  };

  if (saved)
    return (
      <>
        <PartCss css={modalCss} />
        <Modal
          open
          kind="alert"
          title={spec.policyTitle}
          message={spec.policyChanged}
          confirmLabel={spec.policyChangedButton}
          onConfirm={() => (noReload ? onClose() : reload())}
        />
      </>
    );

  const sections = config?.cookieCenterConfigList ?? [];
  return (
    <>
      <PartCss css={modalCss} />
      <PartCss css={css} />
      <div className="mercato-modal" part="modal-backdrop">
        <div
          ref={dialogRef}
          className="mercato-modal__dialog ccc"
          part="centre"
          role="dialog"
          aria-modal="true"
          aria-labelledby={ids('title')}
          onKeyDown={trapTab}
        >
          <div className="ccc-head">
            <h2 id={ids('title')} className="mercato-modal__title" tabIndex={-1}>
              {spec.centreTitle}
            </h2>
            <button type="button" className="ccc-close" aria-label={texts.closeCentre} onClick={onClose}>
              <span aria-hidden="true">×</span>
            </button>
          </div>
          <p className="ccc-intro">
            {texts.centreIntro}{' '}
            <a href={policyHref} className="ccc-link">
              {spec.readPolicy}
            </a>
          </p>
          {globalPrivacyControl() && <p className="ccc-note">{texts.gpc}</p>}
          {!config || !choices ? (
            <p role="status">{texts.loading}</p>
          ) : (
            <ul className="ccc-sections">
              {sections.map((s) => {
                const on = choices[s.cookieKey] === true;
                const id = ids(`switch-${s.cookieKey}`);
                return (
                  <li key={s.cookieKey} className="ccc-section" data-icon={s.iconClass ?? undefined}>
                    <div className="ccc-row">
                      <h3 className="ccc-name">
                        <CategoryIcon locked={s.readOnly} /> <label htmlFor={id}>{s.title}</label>
                      </h3>
                      <span className="ccc-state" id={ids(`state-${s.cookieKey}`)}>
                        {s.readOnly ? texts.alwaysOn : on ? texts.on : texts.off}
                      </span>
                      <input
                        id={id}
                        type="checkbox"
                        role="switch"
                        aria-checked={on}
                        className="ccc-switch"
                        checked={on}
                        disabled={s.readOnly}
                        aria-describedby={`${ids(`desc-${s.cookieKey}`)} ${ids(`state-${s.cookieKey}`)}`}
                        onChange={(e) => {
                          const checked = e.currentTarget.checked;
                          setChoices((c) => ({ ...c, [s.cookieKey]: checked }));
                        }}
                      />
                    </div>
                    <p className="ccc-desc" id={ids(`desc-${s.cookieKey}`)}>
                      {s.description}
                    </p>
                    {!s.readOnly && <p className="ccc-duration">{t(texts.duration, { months: s.durationMonths })}</p>}
                  </li>
                );
              })}
            </ul>
          )}
          <div className="mercato-modal__actions ccc-actions">
            <button type="button" className="mercato-button" disabled={!choices} onClick={() => save(true)}>
              {spec.acceptAll}
            </button>
            <button
              type="button"
              className="mercato-button mercato-button--primary"
              disabled={!choices}
              onClick={() => save(false)}
            >
              {spec.save}
            </button>
          </div>
        </div>
      </div>
    </>
  );
}
