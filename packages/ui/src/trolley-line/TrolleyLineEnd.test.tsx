import { afterEach, describe, expect, it, vi } from 'vitest';
import type { TrolleyItem } from '@mercato/contracts';
import { cleanup, fireEvent, render, screen } from '@test-support/render.ts';
import { TrolleyLineEnd } from './TrolleyLineEnd.tsx';

afterEach(cleanup);

const item = (over: Partial<TrolleyItem> = {}): TrolleyItem => ({
  trolleyItemId: 1,
  trolleyDepartmentId: null,
  productId: 10,
  description: 'Pasta di Gragnano',
  quantity: 2,
  quantityDisabled: false,
  giftWrap: null,
  promoExclusion: false,
  unitPrice: 249,
  discountedUnitPrice: null,
  quantityAwarePrice: 498,
  discountedQuantityAwarePrice: null,
  ...over,
});

const show = (line: TrolleyItem, extra: { busy?: boolean; capQuantity?: boolean; sayReadonly?: boolean } = {}) => {
  const onQuantity = vi.fn();
  const onRemove = vi.fn();
  const view = render(
    <ul>
      <li>
        <TrolleyLineEnd
          item={line}
          busy={extra.busy ?? false}
          block="x-row"
          prefix="x"
          capQuantity={extra.capQuantity}
          sayReadonly={extra.sayReadonly}
          onQuantity={onQuantity}
          onRemove={onRemove}
        />
      </li>
    </ul>,
  );
  return { ...view, onQuantity, onRemove };
};

describe('TrolleyLineEnd', () => {
  it('shows unit price and amount, the discounted ones with the full price before', () => {
    show(item({ discountedUnitPrice: 199, discountedQuantityAwarePrice: 398 }));
    expect(screen.getByText('Prezzo unitario')).toBeTruthy();
    expect(screen.getByText('Importo')).toBeTruthy();
    expect(screen.getByText(/^Prezzo scontato 1,99\s€$/)).toBeTruthy();
    expect(screen.getByText(/^Prezzo scontato 3,98\s€$/)).toBeTruthy();
    expect(screen.getByText(/^2,49\s€$/)).toBeTruthy();
  });

  it('changes the quantity and removes the line through the callbacks, under the caller’s class names', () => {
    const { container, onQuantity, onRemove } = show(item());
    fireEvent.change(screen.getByRole('combobox', { name: 'Quantità Pasta di Gragnano' }), {
      target: { value: '3' },
    });
    expect(onQuantity).toHaveBeenCalledWith(3);
    fireEvent.click(screen.getByRole('button', { name: 'Rimuovi Pasta di Gragnano' }));
    expect(onRemove).toHaveBeenCalledTimes(1);
    expect(container.querySelector('.x-row__prices .x-row__caption')).not.toBeNull();
    expect(container.querySelector('.x-row__controls .x-delete')).not.toBeNull();
  });

  it("caps the quantity at the line's maxPurchasableQuantity only when asked", () => {
    const more = () => {
      fireEvent.change(screen.getByRole('combobox', { name: 'Quantità Pasta di Gragnano' }), {
        target: { value: 'more' },
      });
      return screen.getByRole('spinbutton', { name: 'Quantità Pasta di Gragnano' }) as HTMLInputElement;
    };
    show(item({ maxPurchasableQuantity: 12 }), { capQuantity: true });
    expect(more().max).toBe('12');
    cleanup();
    show(item({ maxPurchasableQuantity: 12 }));
    expect(more().max).toBe('9999');
  });

  it('while busy: controls disabled and the spinner shown', () => {
    const { container } = show(item(), { busy: true });
    expect((screen.getByRole('button', { name: 'Rimuovi Pasta di Gragnano' }) as HTMLButtonElement).disabled).toBe(
      true,
    );
    expect(container.querySelector('.x-spinner')).not.toBeNull();
  });

  it("a readonly line: 'N ×', no delete, and 'Articolo non modificabile' only when asked to say it", () => {
    show(item({ readonly: true }), { sayReadonly: true });
    expect(screen.getByText('2 ×')).toBeTruthy();
    expect(screen.getByText(', Articolo non modificabile')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Rimuovi/ })).toBeNull();
    cleanup();
    show(item({ readonly: true }));
    expect(screen.queryByText(/Articolo non modificabile/)).toBeNull();
  });
});
