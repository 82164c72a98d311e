import { describe, expect, it } from 'vitest';
import { addressFormValues, SERVICE_ROUTES, siteOf } from './addresses.ts';

describe('the account address routes', () => {
  it('are the nine of the route table', () => {
    expect(Object.keys(SERVICE_ROUTES).sort()).toEqual(
      [
        'delivery',
        'delivery-drive',
        'delivery-prenotazioni',
        'drive',
        'drive-delivery',
        'drive-prenotazioni',
        'prenotazioni',
        'prenotazioni-delivery',
        'prenotazioni-drive',
      ].sort(),
    );
    expect(SERVICE_ROUTES['delivery-drive']).toEqual({ service: 'drive', from: 'delivery' });
    expect(siteOf(SERVICE_ROUTES['prenotazioni-delivery'].service)).toBe('supermercato');
  });

  it('read the form as the rules read it: radios as booleans, unanswered as blank', () => {
    const form = new FormData();
    form.set('identifier', 'Casa');
    form.set('doorman', 'true');
    form.set('lift', 'false');
    expect(addressFormValues(form)).toMatchObject({ identifier: 'Casa', doorman: true, lift: false, floorNumber: '' });
    expect(addressFormValues(new FormData()).doorman).toBe('');
  });
});
