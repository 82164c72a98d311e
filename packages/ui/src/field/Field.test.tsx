// The Field primitive on React and Preact (ui, ui-preact): label, control and message wired by id, the
// message described only while there is one. What a screen reader gets is asserted as Testing Library
// computes it: the control's accessible name and accessible description.
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
    const input = screen.getByRole('textbox', { name: 'CAP', description: '' }) as HTMLInputElement;
    expect(input.getAttribute('aria-invalid')).toBeNull();
    expect(input.getAttribute('aria-describedby')).toBeNull();
    expect(input.closest('.ac-field')!.querySelector('label')!.className).toBe('ac-label');
    rerender(
      <Field label="CAP" error="Inserisci un CAP valido" errorClassName="ac-error">
        {(control) => <input {...control} />}
      </Field>,
    );
    const invalid = screen.getByRole('textbox', { name: 'CAP', description: 'Inserisci un CAP valido' });
    expect(invalid.getAttribute('aria-invalid')).toBe('true');
    const message = screen.getByText('Inserisci un CAP valido');
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
    const box = screen.getByRole('checkbox', { name: 'Accetto', description: 'Facoltativo Obbligatorio' });
    expect(box.id).toBe('consent');
    expect(box.getAttribute('aria-describedby')).toBe('hint consent-error');
    expect(box.nextElementSibling!.tagName).toBe('LABEL');
    expect(screen.getByText('Obbligatorio').id).toBe('consent-error');
  });

  it('shows its own hint between the label and the control, read before a counter and the message', () => {
    const field = (error?: string) => (
      <Field
        label="Messaggio"
        hint="Facoltativo, al massimo 10 caratteri"
        hintClassName="co-hint"
        describedBy="counter"
        error={error}
        errorRole="alert"
        className="co-gift-form"
      >
        {(control) => (
          <>
            <textarea {...control} />
            <p id="counter">0/10</p>
          </>
        )}
      </Field>
    );
    const { rerender } = render(field());
    const hint = screen.getByText('Facoltativo, al massimo 10 caratteri');
    expect(hint.className).toBe('co-hint');
    expect(hint.previousElementSibling!.tagName).toBe('LABEL');
    expect(hint.nextElementSibling!.tagName).toBe('TEXTAREA');
    screen.getByRole('textbox', { name: 'Messaggio', description: 'Facoltativo, al massimo 10 caratteri 0/10' });
    expect(screen.queryByRole('alert')).toBeNull();

    rerender(field('Scrivi il messaggio'));
    const area = screen.getByRole('textbox', {
      name: 'Messaggio',
      description: 'Facoltativo, al massimo 10 caratteri 0/10 Scrivi il messaggio',
    });
    expect(area.getAttribute('aria-invalid')).toBe('true');
    // Announced as it appears, after the counter the render function placed under the control.
    expect(screen.getByRole('alert').textContent).toBe('Scrivi il messaggio');
    expect(screen.getByRole('alert').previousElementSibling!.id).toBe('counter');
  });

  it('reads the message first when asked, and shows a message without marking the control invalid', () => {
    const { rerender } = render(
      <Field label="Messaggio" describedBy="hint" error="Inserire un messaggio" errorFirst>
        {(control) => (
          <>
            <textarea {...control} />
            <p id="hint">Al massimo 512 caratteri</p>
          </>
        )}
      </Field>,
    );
    screen.getByRole('textbox', {
      name: 'Messaggio',
      description: 'Inserire un messaggio Al massimo 512 caratteri',
    });
    // A save that failed is said beside the field, with a button, but what was typed is not wrong.
    rerender(
      <Field
        label="Messaggio"
        error={
          <>
            Salvataggio non riuscito <button type="button">Riprova</button>
          </>
        }
        invalid={false}
      >
        {(control) => <textarea {...control} />}
      </Field>,
    );
    const area = screen.getByRole('textbox', { name: 'Messaggio', description: 'Salvataggio non riuscito Riprova' });
    expect(area.getAttribute('aria-invalid')).toBeNull();
    expect(screen.getByRole('button', { name: 'Riprova' })).toBeTruthy();
  });

  it('as a section of its own: the label in a heading that names the section', () => {
    render(
      <Field label="Note per la consegna" heading="h2" className="co-section">
        {(control) => <textarea {...control} />}
      </Field>,
    );
    const section = screen.getByRole('region', { name: 'Note per la consegna' });
    expect(section.className).toBe('co-section');
    const heading = screen.getByRole('heading', { level: 2, name: 'Note per la consegna' });
    expect(heading.firstElementChild!.tagName).toBe('LABEL');
    expect(screen.getByRole('textbox', { name: 'Note per la consegna' })).toBeTruthy();
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
