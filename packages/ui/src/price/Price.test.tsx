import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@test-support/render.ts';
import { Price } from './Price.tsx';

afterEach(cleanup);

describe('Price', () => {
  it('shows integral and decimal parts with the euro', () => {
    const { container } = render(<Price cents={123456} />);
    expect(container.querySelector('.mercato-price__integral')!.textContent).toBe('1.234');
    expect(container.querySelector('.mercato-price__decimal')!.textContent).toBe(',56');
    expect(screen.getByText(/^1\.234,56\s€$/)).toBeTruthy();
  });

  it('shows a discount with the previous price and the lowest price of the last 30 days', () => {
    render(<Price cents={199} previousCents={249} lowest30Cents={229} unitCents={398} unit="kg" />);
    expect(screen.getByText(/^Prezzo scontato 1,99\s€$/)).toBeTruthy();
    expect(screen.getByText(/^2,49\s€$/)).toBeTruthy();
    expect(screen.getByText(/^Prezzo più basso negli ultimi 30 giorni: 2,29\s€$/)).toBeTruthy();
    expect(screen.getByText(/^3,98\s€\/kg$/)).toBeTruthy();
  });

  it('shows no 30-day price without a discount, and marks variable weight', () => {
    render(<Price cents={199} lowest30Cents={150} variableWeight />);
    expect(screen.queryByText(/ultimi 30 giorni/)).toBeNull();
    expect(screen.getByText('Peso variabile')).toBeTruthy();
  });
});
