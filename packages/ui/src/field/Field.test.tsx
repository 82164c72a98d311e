// The Field primitive on React and Preact (ui, ui-preact): label, control and message wired by id, the
// message described only while there is one.
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@test-support/render.ts';
import { Field } from './Field.tsx';

afterEach(cleanup);

describe('Field', () => {
  it('labels the control, and describes it with the message while there is an error', () => {
    const { rerender } = render(
      <Field label="CAP" className="ac-field" labelClassName="ac-label" errorClassName="ac-error">
        {(control) => <input {...control} className="ac-input" />}
      </Field>,
    );
    const input = screen.getByLabelText('CAP') as HTMLInputElement;
    expect(input.getAttribute('aria-invalid')).toBeNull();
    expect(input.getAttribute('aria-describedby')).toBeNull();
    expect(input.closest('.ac-field')!.querySelector('label')!.className).toBe('ac-label');
    rerender(
      <Field label="CAP" error="Inserisci un CAP valido" errorClassName="ac-error">
        {(control) => <input {...control} />}
      </Field>,
    );
    const invalid = screen.getByLabelText('CAP');
    expect(invalid.getAttribute('aria-invalid')).toBe('true');
    const message = document.getElementById(invalid.getAttribute('aria-describedby')!)!;
    expect(message.textContent).toBe('Inserisci un CAP valido');
    expect(message.className).toBe('ac-error');
    expect(message.getAttribute('role')).toBeNull();
  });

  it('puts a hint before the message, the label after a checkbox, and keeps a given id', () => {
    render(
      <>
        <p id="hint">Facoltativo</p>
        <Field label="Accetto" id="consent" describedBy="hint" error="Obbligatorio" labelAfter>
          {(control) => <input type="checkbox" {...control} />}
        </Field>
      </>,
    );
    const box = screen.getByLabelText('Accetto');
    expect(box.id).toBe('consent');
    expect(box.getAttribute('aria-describedby')).toBe('hint consent-error');
    expect(box.nextElementSibling!.tagName).toBe('LABEL');
    expect(screen.getByText('Obbligatorio').id).toBe('consent-error');
  });

  it('gives two fields on one page different ids', () => {
    render(
      <>
        <Field label="Nome">{(control) => <input {...control} />}</Field>
        <Field label="Email">{(control) => <input {...control} />}</Field>
      </>,
    );
    expect(screen.getByLabelText('Nome').id).not.toBe(screen.getByLabelText('Email').id);
  });
});
