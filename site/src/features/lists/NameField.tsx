// The list name field of the new, rename, copy and trolley-to-list dialogs (orders §5: required
// 'Indicare un nome per la lista', at most 255 'Il nome della lista può contenere al massimo 255
// caratteri'), checked with the contracts' rule as the shopper types.
import { LIST_NAME_MAX, listNameSchema } from '@mercato/contracts/rules/lists';
import { Field } from '@mercato/ui/field';

/** The name's message, or null when it is a valid name. */
export function nameError(name: string): string | null {
  const r = listNameSchema.safeParse({ name });
  return r.success ? null : (r.error.issues[0]?.message ?? null);
}

interface Props {
  label: string;
  value: string;
  onChange: (value: string) => void;
  /** Show the message (after a first edit or a press of the button). */
  touched: boolean;
  /** A refusal of the server for this name (orders §8 feedback banner), shown under the field. */
  serverError?: string | null;
}

export function NameField({ label, value, onChange, touched, serverError }: Props) {
  const error = (touched ? nameError(value) : null) ?? serverError ?? null;
  return (
    <Field className="form-field" label={label} error={error ?? undefined} errorRole="alert">
      {(control) => (
        <input
          {...control}
          type="text"
          value={value}
          maxLength={LIST_NAME_MAX + 1}
          autoComplete="off"
          onChange={(e) => onChange(e.currentTarget.value)}
        />
      )}
    </Field>
  );
}
