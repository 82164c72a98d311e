// The delivery notes of the checkout's delivery page (spec orders §5: optional, at most 512 characters,
// MAX_LENGTH.deliveryNotes), with a counter. Saved with PATCH auth/checkout as typed (debounced,
// NOTES_SAVE_DELAY_MS) and on leaving the field; only the latest text is ever saved, and an answer to an
// older text never replaces a newer one. A failed save keeps the text, says so beside the field and
// offers 'Riprova' (no loader, no dialog over the field: only a lost session goes to the client's
// global handling).
import { useEffect, useRef, useState } from 'react';
import { MAX_LENGTH } from '@mercato/contracts/constants';
import { checkoutSteps as texts, t } from '@mercato/contracts/i18n/it';
import { deliveryNotesSchema } from '@mercato/contracts/rules/checkout';
import { checkoutCalls } from '@mercato/client';
import { getClient } from '@mercato/core/api';
import { useIds } from '@mercato/ui';
import { Field } from '@mercato/ui/field';
import { useLatest } from '@mercato/ui/use-latest';
import { NOTES_SAVE_DELAY_MS, notesToSave } from './checkout-delivery.ts';

type NotesState = 'idle' | 'saving' | 'saved' | 'failed';

export default function DeliveryNotes({ initial }: { initial: string }) {
  const ids = useIds('delivery-notes');
  const [text, setText] = useState(initial);
  const [state, setState] = useState<NotesState>('idle');
  const [error, setError] = useState<string | null>(null);
  /** The text the server holds. */
  const saved = useRef(initial);
  /** The latest text typed (what a save sends). */
  const typed = useRef(initial);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const latest = useLatest();

  const save = async () => {
    if (timer.current) clearTimeout(timer.current);
    timer.current = null;
    const notes = notesToSave(typed.current, saved.current);
    if (notes === null) return;
    const checked = deliveryNotesSchema.safeParse({ notes });
    if (!checked.success) {
      setError(checked.error.issues[0]?.message ?? texts.notesFailed);
      return;
    }
    const current = latest();
    setState('saving');
    try {
      // As the shopper types: no loader, and a failure is said here, beside the field, not in a dialog
      // over it (a lost session still goes to the login, as the client does for every call).
      const next = await checkoutCalls(getClient().request).saveDeliveryNotes(notes);
      saved.current = next.delivery.notes;
      if (!current()) return;
      setError(null);
      setState(typed.current === saved.current ? 'saved' : 'idle');
      // Typed meanwhile: that text goes next.
      if (typed.current !== saved.current) void save();
    } catch {
      if (current()) setState('failed');
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
    typed.current = value;
    setError(null);
    if (state === 'saved') setState('idle');
    if (timer.current) clearTimeout(timer.current);
    timer.current = setTimeout(() => void save(), NOTES_SAVE_DELAY_MS);
  };

  const max = MAX_LENGTH.deliveryNotes;
  return (
    <Field
      label={texts.notesLabel}
      heading="h2"
      className="co-section"
      id={ids('notes')}
      hint={texts.notesHint}
      hintClassName="co-hint"
      describedBy={ids('counter')}
      error={
        (error || state === 'failed') && (
          <>
            {error ?? texts.notesFailed}{' '}
            {state === 'failed' && !error && (
              <button type="button" className="co-link" onClick={() => void save()}>
                {texts.notesRetry}
              </button>
            )}
          </>
        )
      }
      invalid={!!error}
      errorClassName="co-line__message"
      errorRole="alert"
    >
      {(control) => (
        <>
          <textarea
            {...control}
            className="co-notes"
            rows={4}
            maxLength={max}
            value={text}
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
        </>
      )}
    </Field>
  );
}
