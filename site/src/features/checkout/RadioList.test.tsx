// The checkout's radio group (project 'site-islands'): named by its legend, one named radio per option,
// the chosen one checked, a choice reported with its value, a button beside an option.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, within } from '@test-support/render.ts';
import { RadioList } from './RadioList.tsx';

afterEach(cleanup);

describe('RadioList', () => {
  it('is a group named by its legend; the chosen option is checked and a choice says its value', () => {
    const onChange = vi.fn();
    const fix = vi.fn();
    render(
      <RadioList
        legend="Scegli l'indirizzo di fatturazione"
        name="address"
        value={11}
        options={[
          { value: 11, label: 'Casa', aside: false },
          {
            value: 12,
            label: 'Vecchio',
            disabled: true,
            aside: (
              <button type="button" onClick={fix}>
                Correggi
              </button>
            ),
          },
          { value: null, label: 'Nuovo' },
        ]}
        onChange={onChange}
      />,
    );
    const group = screen.getByRole('group', { name: "Scegli l'indirizzo di fatturazione" });
    const radios = within(group).getAllByRole('radio') as HTMLInputElement[];
    expect(radios.map((r) => r.checked)).toEqual([true, false, false]);
    expect((screen.getByRole('radio', { name: 'Vecchio' }) as HTMLInputElement).disabled).toBe(true);
    fireEvent.click(screen.getByRole('radio', { name: 'Nuovo' }));
    expect(onChange).toHaveBeenCalledWith(null);
    fireEvent.click(within(group).getByRole('button', { name: 'Correggi' }));
    expect(fix).toHaveBeenCalled();
  });

  it('keeps a hidden legend as the group name', () => {
    render(<RadioList legend="Pagamento" legendHidden name="type" value={null} options={[]} onChange={() => {}} />);
    expect(screen.getByRole('group', { name: 'Pagamento' })).toBeTruthy();
  });
});
