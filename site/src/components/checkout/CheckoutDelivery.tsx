// The delivery page's live parts (spec orders §2 Checkout "Delivery page", §5 delivery notes): the slot
// picker in checkout mode (packages/widgets slot-picker, mode 'order', downloaded as the delivery header
// bar's tab downloads it, skeleton rows meanwhile) with its booked summary, and the delivery notes.
//
// A booked or extended slot, and the end of its hold, read the checkout again and tell the frame, which
// enables or disables 'PROSEGUI'. The notes (at most MAX_LENGTH.deliveryNotes, with a counter) are saved
// with PATCH auth/checkout as typed (debounced) and on leaving the field; a failed save keeps the text,
// says so and offers 'Riprova'. Only the latest text is ever saved, and an answer to an older text never
// replaces a newer one.
import { useEffect, useRef, useState } from 'react';
import type { Navigation } from '@mercato/contracts';
import type { Checkout, CheckoutUpdate } from '@mercato/contracts/checkout';
import { MAX_LENGTH } from '@mercato/contracts/constants';
import { checkoutSteps as texts, t } from '@mercato/contracts/i18n/it';
import { deliveryNotesSchema } from '@mercato/contracts/rules/checkout';
import { checkoutCalls } from '@mercato/client';
import { getClient } from '@mercato/core/api';
import { Lazy } from '@mercato/widgets/lazy';
import { lazyPart } from '@mercato/widgets/lazy-part';
import { Skeleton, useIds } from '@mercato/ui';
import { announceCheckout } from '../../lib/checkout-frame.ts';
import { NOTES_SAVE_DELAY_MS, notesToSave, slotLayoutFor } from '../../lib/checkout-delivery.ts';

const picker = lazyPart(() => import('../delivery-bar/slot-picker-part.ts'));
/** chosen: skeleton rows while the picker downloads (as the delivery header bar's slot tab). */
const SKELETON_ROWS = 4;

const calls = () => checkoutCalls(getClient().request);

export interface CheckoutDeliveryProps {
  checkout: Checkout;
  nav: Navigation;
}

type NotesState = 'idle' | 'saving' | 'saved' | 'failed';

export default function CheckoutDelivery({ checkout: initial, nav }: CheckoutDeliveryProps) {
  const [reservedUntil, setReservedUntil] = useState(initial.delivery.reservation?.reservedUntil ?? null);
  const reading = useRef(0);

  /** Reads the checkout again and tells the frame; an answer overtaken by a later read is dropped. */
  const refresh = async () => {
    const mine = ++reading.current;
    try {
      const next = await calls().getCheckout();
      if (mine !== reading.current) return;
      setReservedUntil(next.delivery.reservation?.reservedUntil ?? null);
      announceCheckout(next.missing);
    } catch {
      // Shown by the page's client.
    }
  };

  // When the hold ends, the slot is no longer the shopper's: 'PROSEGUI' says so without a reload.
  useEffect(() => {
    if (!reservedUntil) return;
    const wait = new Date(reservedUntil).getTime() - Date.now();
    if (!Number.isFinite(wait)) return;
    // A timer longer than setTimeout allows fires at once; holds are minutes long.
    const timer = setTimeout(() => void refresh(), Math.max(0, Math.min(wait + 1000, 2 ** 31 - 1)));
    return () => clearTimeout(timer);
  }, [reservedUntil]);

  return (
    <>
      {/* The picker has the section's heading ('Prenota la data di …'). */}
      <div className="co-section">
        <Lazy part={picker} fallback={<Skeleton variant="row" count={SKELETON_ROWS} />}>
          {({ SlotPicker }) => (
            <SlotPicker
              layout={slotLayoutFor(nav)}
              mode="order"
              logged
              site={nav}
              apiBase=""
              onSlotBooked={() => void refresh()}
              onSlotExtended={() => void refresh()}
              onSlotChanged={() => void refresh()}
            />
          )}
        </Lazy>
      </div>
      <DeliveryNotes initial={initial.delivery.notes} />
    </>
  );
}

function DeliveryNotes({ initial }: { initial: string }) {
  const ids = useIds('delivery-notes');
  const [text, setText] = useState(initial);
  const [state, setState] = useState<NotesState>('idle');
  const [error, setError] = useState<string | null>(null);
  /** The text the server holds. */
  const saved = useRef(initial);
  /** The latest text typed (what a save sends). */
  const latest = useRef(initial);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const sequence = useRef(0);

  const save = async () => {
    if (timer.current) clearTimeout(timer.current);
    timer.current = null;
    const notes = notesToSave(latest.current, saved.current);
    if (notes === null) return;
    const checked = deliveryNotesSchema.safeParse({ notes });
    if (!checked.success) {
      setError(checked.error.issues[0]?.message ?? texts.notesFailed);
      return;
    }
    const mine = ++sequence.current;
    setState('saving');
    try {
      // As the shopper types: no loader, and a failure is said here, beside the field, not in a dialog
      // over it (a lost session still goes to the login, as the client does for every call).
      const next = await getClient().request<Checkout>('PATCH', 'auth/checkout', {
        body: { notes } satisfies CheckoutUpdate,
        dedupe: false,
        spinner: false,
        report: (err) => err.redirectToLogin === true,
      });
      saved.current = next.delivery.notes;
      if (mine !== sequence.current) return;
      setError(null);
      setState(latest.current === saved.current ? 'saved' : 'idle');
      // Typed meanwhile: that text goes next.
      if (latest.current !== saved.current) void save();
    } catch {
      if (mine === sequence.current) setState('failed');
    }
  };

  useEffect(
    () => () => {
      if (timer.current) clearTimeout(timer.current);
    },
    [],
  );

  const onInput = (value: string) => {
    setText(value);
    latest.current = value;
    setError(null);
    if (state === 'saved') setState('idle');
    if (timer.current) clearTimeout(timer.current);
    timer.current = setTimeout(() => void save(), NOTES_SAVE_DELAY_MS);
  };

  const max = MAX_LENGTH.deliveryNotes;
  return (
    <section className="co-section" aria-labelledby={ids('title')}>
      <h2 id={ids('title')}>
        <label htmlFor={ids('notes')}>{texts.notesLabel}</label>
      </h2>
      <p id={ids('hint')} className="co-hint">
        {texts.notesHint}
      </p>
      <textarea
        id={ids('notes')}
        className="co-notes"
        rows={4}
        maxLength={max}
        value={text}
        aria-describedby={`${ids('hint')} ${ids('counter')}${error || state === 'failed' ? ` ${ids('error')}` : ''}`}
        aria-invalid={error ? true : undefined}
        onInput={(e) => onInput(e.currentTarget.value)}
        onBlur={() => void save()}
      />
      <div className="co-notes__foot">
        <span id={ids('counter')} className="co-hint">
          {t(texts.notesCounter, { count: text.length, max })}
        </span>
        <span className="co-hint" role="status">
          {state === 'saving' ? texts.notesSaving : state === 'saved' ? texts.notesSaved : ''}
        </span>
      </div>
      {(error || state === 'failed') && (
        <p id={ids('error')} className="co-line__message" role="alert">
          {error ?? texts.notesFailed}{' '}
          {state === 'failed' && !error && (
            <button type="button" className="co-link" onClick={() => void save()}>
              {texts.notesRetry}
            </button>
          )}
        </p>
      )}
    </section>
  );
}
