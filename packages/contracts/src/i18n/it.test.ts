import { describe, expect, test } from 'vitest';
import { it as texts, t } from './it.ts';

describe('t', () => {
  test('fills every placeholder', () => {
    expect(t(texts.errors.menuPageNotFound, { id: 42 })).toBe('Errore di navigazione: pagina di menu 42 non trovata');
    expect(t(texts.shell.deliveryHeader.supermercato, { product: 'Esselunga' })).toBe('Consegna Con Esselunga A Casa');
    expect(t('{a}-{b}-{a}', { a: 1, b: 'x' })).toBe('1-x-1');
  });
  test('keeps a placeholder without a value', () => {
    expect(t('Ciao, {name}')).toBe('Ciao, {name}');
    expect(t('{toString}', {})).toBe('{toString}');
  });
});

describe('Italian texts are the spec verbatim', () => {
  test('a sample of quoted texts', () => {
    expect(texts.validation.postcodeRequired).toBe('Inserire CAP per procedere');
    // The address checker's first step and the product texts live in modules of their own, spread or re-exported here.
    expect([texts.onboarding.title, texts.onboarding.notifyMe, texts.onboarding.availableServices]).toEqual([
      'Verifica il tuo indirizzo',
      'Avvisami quando è disponibile',
      'Servizi disponibili',
    ]);
    expect([texts.validation.streetMissing, texts.validation.emailInvalid]).toEqual([
      'Via non presente',
      'La mail inserita non è valida',
    ]);
    expect(texts.products.previousPrice).toBe('Prezzo precedente');
    expect(texts.validation.errorDateWindow).toBe('La data deve essere compresa negli ultimi 10 giorni');
    expect(texts.errors.generic).toBe('Si è verificato un problema, si prega di riprovare più tardi');
    expect(texts.orders.deadlineNote).toBe("Oltre il termine ultimo non sara' possibile apportare modifiche.");
    expect(texts.trolley.empty).toBe('Il tuo carrello è vuoto. Aggiungi dei prodotti.');
    expect([
      texts.trolleyPanel.floatingEmpty,
      texts.trolleyPanel.oneProduct,
      t(texts.trolleyPanel.manyProducts, { count: 3 }),
    ]).toEqual(['carrello vuoto', '1 Prodotto', '3 Prodotti']);
    expect([texts.trolleyPanel.emptyTrolley, texts.trolleyPanel.closeTrolley, texts.trolley.checkoutButton]).toEqual([
      'Svuota carrello',
      'Chiudi carrello',
      'CARRELLO',
    ]);
    expect(texts.trolley.quantityInvalid).toBe(texts.validation.quantityInvalid);
    expect(texts.cookies.centreTitle).toBe('Gestore consensi Cookie');
    expect(t(texts.coupons.inUse, { order: 123 })).toBe('In uso Ordine 123');
  });
  test('every text is a non-empty string', () => {
    const walk = (node: unknown): string[] =>
      typeof node === 'string' ? [node] : Object.values(node as object).flatMap(walk);
    const all = walk(texts);
    expect(all.length).toBeGreaterThan(250);
    for (const s of all) expect(s.trim()).not.toBe('');
  });
});
