import { describe, it, expect, vi, afterEach } from 'vitest';
import { render, screen, fireEvent, cleanup } from '@test-support/render.ts';
import { QuantitySelector } from './QuantitySelector.tsx';

afterEach(cleanup);

const type = (input: HTMLElement, value: string) => {
  (input as HTMLInputElement).value = value;
  fireEvent.input(input);
};

describe('QuantitySelector', () => {
  it("offers 1-9 and '...' under the label 'Quantità', 1 by default", () => {
    render(<QuantitySelector />);
    const select = screen.getByRole('combobox', { name: 'Quantità' }) as HTMLSelectElement;
    expect(select.value).toBe('1');
    expect(Array.from(select.options).map((o) => o.textContent)).toEqual([
      '1',
      '2',
      '3',
      '4',
      '5',
      '6',
      '7',
      '8',
      '9',
      '...',
    ]);
  });

  it('emits the chosen quantity', () => {
    const onChange = vi.fn();
    render(<QuantitySelector onChange={onChange} />);
    fireEvent.change(screen.getByRole('combobox', { name: 'Quantità' }), { target: { value: '4' } });
    expect(onChange).toHaveBeenCalledWith(4);
    expect((screen.getByRole('combobox', { name: 'Quantità' }) as HTMLSelectElement).value).toBe('4');
  });

  it("switches to a focused number input on '...', validating 1-9999 in Italian", () => {
    const onChange = vi.fn();
    render(<QuantitySelector onChange={onChange} />);
    fireEvent.change(screen.getByRole('combobox', { name: 'Quantità' }), { target: { value: 'more' } });
    const input = screen.getByRole('spinbutton', { name: 'Quantità' }) as HTMLInputElement;
    expect(document.activeElement).toBe(input);
    expect(input.min).toBe('1');
    expect(input.max).toBe('9999');

    type(input, '10000');
    fireEvent.keyDown(input, { key: 'Enter' });
    expect(screen.getByRole('alert').textContent).toBe('Inserire una quantità da 1 a 9999');
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(input.getAttribute('aria-describedby')).toBe(screen.getByRole('alert').id);
    expect(onChange).not.toHaveBeenCalled();

    type(input, '0');
    fireEvent.blur(input);
    expect(screen.getByRole('alert')).toBeTruthy();
    expect(onChange).not.toHaveBeenCalled();

    type(input, '24');
    fireEvent.keyDown(input, { key: 'Enter' });
    expect(screen.queryByRole('alert')).toBeNull();
    expect(input.getAttribute('aria-invalid')).toBeNull();
    expect(onChange).toHaveBeenCalledWith(24);
  });

  it('starts as a number input when the quantity is above 9', () => {
    render(<QuantitySelector value={12} onChange={() => {}} />);
    expect((screen.getByRole('spinbutton', { name: 'Quantità' }) as HTMLInputElement).value).toBe('12');
  });
});
