// The trolley of the top menu (spec orders §2 "Top menu and floating trolley"): the trolley button
// (badge, spinner, chevron) and the floating trolley it toggles. Everything it shows is the page's one
// trolley store of @mercato/core (every island and element shows the same trolley; other tabs follow).
// The floating trolley is a non-modal dialog: focus moves in when it opens, Escape or 'Chiudi carrello'
// closes it and gives focus back to the chevron, a click outside closes it; a live region says changes.
import { useEffect, useRef, useState } from 'react';
import { ensureTrolley } from '@mercato/core/stores/trolley';
import type { PropsOf } from '../runtime/widget-meta.ts';
import type { props } from './meta.ts';
import { TrolleyButton } from './TrolleyButton.tsx';
import { connectClient, shopUrl } from '@mercato/core/api';
import { useIds } from '@mercato/ui/use-ids';
import { emit } from '../runtime/emit.ts';
import { lazyPart } from '../runtime/lazy-part.ts';
import { Lazy } from '../runtime/lazy.tsx';
import { texts } from './texts.ts';

// Loaded on first open (or on pointer/focus over the chevron): most page views never open it. A failed
// download shows 'Caricamento non riuscito…' with 'Riprova' where the panel would be.
const panel = lazyPart(() => import('./TrolleyPanel.tsx'));

/** The element's attributes (apiBase, checkoutUrl, open: documented in meta.ts), and onOpenChange. */
export interface FloatingTrolleyProps extends PropsOf<typeof props> {
  /** Called when the shopper opens or closes the floating trolley (the element also emits mercato:trolley-toggle). */
  onOpenChange?: (open: boolean) => void;
}

export function FloatingTrolley({
  apiBase,
  checkoutUrl: checkoutProp,
  open: openProp,
  onOpenChange,
}: FloatingTrolleyProps) {
  // Before the trolley is read (the effect below): the calls go to the shop's origin, and so do its paths
  // (the default checkoutUrl, the rows' links and images) when the page is not the shop's.
  connectClient(apiBase);
  const checkoutUrl = checkoutProp ?? shopUrl('/checkout/trolley');
  const [open, setOpen] = useState(!!openProp);
  const [message, setMessage] = useState('');
  const rootRef = useRef<HTMLDivElement>(null);
  const chevronRef = useRef<HTMLButtonElement>(null);
  const panelId = useIds('ft')('panel');

  useEffect(() => {
    void ensureTrolley();
  }, []);
  // The prop follows the host: set opens, removed (undefined: the default) or false closes.
  useEffect(() => setOpen(!!openProp), [openProp]);

  const change = (next: boolean, refocus = true) => {
    setOpen(next);
    onOpenChange?.(next);
    emit(rootRef.current, 'trolley-toggle', { open: next });
    if (!next && refocus) chevronRef.current?.focus();
  };

  // A click outside the widget closes the floating trolley (focus stays where the shopper clicked).
  useEffect(() => {
    if (!open) return;
    const onPointer = (event: PointerEvent) => {
      const root = rootRef.current;
      if (root && !event.composedPath().includes(root)) change(false, false);
    };
    document.addEventListener('pointerdown', onPointer);
    return () => document.removeEventListener('pointerdown', onPointer);
  }, [open]);

  // Each message is said once, then cleared so the same text can be said again.
  useEffect(() => {
    if (!message) return;
    const timer = setTimeout(() => setMessage(''), 4000);
    return () => clearTimeout(timer);
  }, [message]);

  return (
    <div ref={rootRef} className="ft" part="floating-trolley">
      <TrolleyButton
        checkoutUrl={checkoutUrl}
        expanded={open}
        panelId={panelId}
        onToggle={() => change(!open)}
        onIntent={() => void panel.load().catch(() => undefined)}
        chevronRef={chevronRef}
      />
      {open && (
        // The chevron's aria-controls names whichever is shown: the panel, its loading state or the error.
        <Lazy
          part={panel}
          errorId={panelId}
          fallback={
            <div id={panelId} className="ft-panel ft-panel--loading" role="status">
              {texts.loading}
            </div>
          }
        >
          {({ TrolleyPanel }) => (
            <TrolleyPanel id={panelId} checkoutUrl={checkoutUrl} onClose={() => change(false)} announce={setMessage} />
          )}
        </Lazy>
      )}
      <div className="mercato-visually-hidden" role="status" aria-live="polite" aria-atomic="true">
        {message}
      </div>
    </div>
  );
}
