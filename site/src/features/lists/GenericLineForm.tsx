// 'Aggiungi una voce' of the list page: a generic line written on the list ('latte', 'Carbonella'), whose
// product the shopper chooses later by the search the line links to (shell §2 listId, listItemId). The
// words are checked with the contracts' rule as the shopper types after a first press; a refused or failed
// call keeps them in the field and says why; the button is disabled while the call runs, and the server
// counts the same words twice as one line of 2, so a double press never makes two lines.
import { listItemChoice as texts } from '@mercato/contracts/i18n/it';
import type { ListDetail } from '@mercato/contracts/lists';
import { LIST_NAME_MAX, genericLineSchema } from '@mercato/contracts/rules/lists';
import { isShopError } from '@mercato/client';
import { Field } from '@mercato/ui/field';
import { type FormEvent, useState } from 'react';

interface Props {
  add: (description: string) => Promise<ListDetail>;
  onAdded: (detail: ListDetail) => void;
}

const errorOf = (description: string): string | null => {
  const r = genericLineSchema.safeParse({ description });
  return r.success ? null : (r.error.issues[0]?.message ?? null);
};

export function GenericLineForm({ add, onAdded }: Props) {
  const [value, setValue] = useState('');
  const [touched, setTouched] = useState(false);
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState<string | null>(null);
  const error = (touched ? errorOf(value) : null) ?? failed;

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setTouched(true);
    if (busy || errorOf(value)) return;
    setBusy(true);
    setFailed(null);
    try {
      onAdded(await add(value.trim()));
      setValue('');
      setTouched(false);
    } catch (err) {
      setFailed(isShopError(err) && err.message ? err.message : texts.addFailed);
    } finally {
      setBusy(false);
    }
  };

  return (
    <form className="list-generic-form" onSubmit={(e) => void submit(e)} noValidate>
      {/* An id of its own: Preact's useId gives a field hydrated here the id a dialog's field mounted later
          gets too (the share dialog's e-mail label then named this input). One such form per page. */}
      <Field
        className="form-field"
        id="list-generic-line"
        label={texts.addLabel}
        error={error ?? undefined}
        errorRole="alert"
      >
        {(control) => (
          <input
            {...control}
            type="text"
            value={value}
            maxLength={LIST_NAME_MAX + 1}
            autoComplete="off"
            onChange={(e) => {
              setValue(e.currentTarget.value);
              setFailed(null);
            }}
          />
        )}
      </Field>
      <button type="submit" className="mercato-button" disabled={busy} aria-busy={busy}>
        {texts.add}
      </button>
    </form>
  );
}
