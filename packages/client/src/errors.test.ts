import { describe, expect, it } from 'vitest';
import { CLIENT_ERROR_TEXTS, duplicateError, ERROR_TEXTS, ShopError, toShopError } from './errors.ts';

const body = (error: Record<string, unknown>) => ({ error });
const GENERIC = 'Si è verificato un problema, si prega di riprovare più tardi';

describe('toShopError: the catalogue of spec §8', () => {
  it('network failure (-1): server modal "Errore" with the generic Italian text, then home', () => {
    const e = toShopError(-1, undefined);
    expect(e).toBeInstanceOf(ShopError);
    expect(e).toBeInstanceOf(Error);
    expect(e).toMatchObject({
      kind: 'server',
      status: -1,
      code: 'NETWORK',
      title: 'Errore',
      message: GENERIC,
      presentation: 'modal',
      redirectHome: true,
    });
  });

  it('5xx without body: same texts as a network failure', () => {
    expect(toShopError(502, '<html>Bad gateway</html>')).toMatchObject({
      kind: 'server',
      status: 502,
      code: '502',
      title: 'Errore',
      message: GENERIC,
      presentation: 'modal',
    });
    expect(toShopError(500, null)).toMatchObject({ kind: 'server', title: 'Errore', message: GENERIC });
  });

  it('401: session-expired toast, then login, with the default text', () => {
    expect(toShopError(401, null)).toMatchObject({
      kind: 'session-expired',
      message: 'Sessione scaduta: login necessaria...',
      presentation: 'toast',
      redirectToLogin: true,
      title: 'Attenzione',
    });
  });

  it('404: "Caricamento dati" / "Errore di trasferimento dati o risorsa non trovata"', () => {
    expect(toShopError(404, {})).toMatchObject({
      kind: 'not-found',
      title: 'Caricamento dati',
      message: 'Errore di trasferimento dati o risorsa non trovata',
      presentation: 'modal',
    });
  });

  it('406: loader "Autenticazione necessaria" then forced login, no modal', () => {
    expect(toShopError(406, body({ code: '406', type: 'ALERT', message: '' }))).toMatchObject({
      kind: 'unauthorized',
      loaderText: 'Autenticazione necessaria',
      redirectToLogin: true,
      presentation: 'none',
    });
  });

  it('412: "Verifica in due passaggi" with CONTINUA / ATTIVA IN SEGUITO', () => {
    const e = toShopError(412, null);
    expect(e).toMatchObject({
      kind: 'two-step',
      title: 'Verifica in due passaggi',
      presentation: 'confirm',
      type: 'CONFIRM',
    });
    expect(e.buttons).toEqual({ confirm: 'CONTINUA', deny: 'ATTIVA IN SEGUITO' });
  });

  it('ECOM-001: confirm dialog titled "Errore" carrying onConfirmURL and onDenyURL', () => {
    const e = toShopError(
      409,
      body({
        code: 'ECOM-001',
        type: 'CONFIRM',
        message: 'Confermi la modifica?',
        onConfirmURL: '/conferma',
        onDenyURL: '/annulla',
      }),
    );
    expect(e).toMatchObject({
      kind: 'confirm',
      code: 'ECOM-001',
      title: 'Errore',
      message: 'Confermi la modifica?',
      presentation: 'confirm',
      onConfirmURL: '/conferma',
      onDenyURL: '/annulla',
    });
  });

  it('999: the server message under "Errore"', () => {
    expect(
      toShopError(500, body({ code: '999', type: 'ALERT', message: 'Il servizio è in manutenzione' })),
    ).toMatchObject({
      kind: 'server-message',
      title: 'Errore',
      message: 'Il servizio è in manutenzione',
      presentation: 'modal',
    });
  });

  it('4004: product-not-found page, no modal; 4005: silent', () => {
    expect(toShopError(404, body({ code: '4004', type: 'ALERT', message: 'Prodotto non trovato' }))).toMatchObject({
      kind: 'product-not-found',
      presentation: 'page',
    });
    expect(toShopError(400, body({ code: '4005', type: 'ALERT', message: 'x' }))).toMatchObject({
      kind: 'silent',
      presentation: 'none',
    });
  });

  it('400 with entityErrors: validation, fieldErrors kept, server message shown', () => {
    const e = toShopError(
      400,
      body({
        code: '400',
        type: 'ALERT',
        message: 'Dati non validi',
        entityErrors: [{ field: 'postcode', message: 'Il CAP deve avere 5 cifre' }, { field: 'bad' }, 'nonsense'],
      }),
    );
    expect(e.kind).toBe('validation');
    expect(e.message).toBe('Dati non validi');
    expect(e.fieldErrors).toEqual([{ field: 'postcode', message: 'Il CAP deve avere 5 cifre' }]);
  });

  it('400 without entityErrors is a plain alert toast', () => {
    expect(toShopError(400, body({ code: '400', type: 'ALERT', message: 'No' }))).toMatchObject({
      kind: 'alert',
      presentation: 'toast',
      fieldErrors: [],
    });
  });

  it('429: rate-limited with retryAfter from the body, else from the Retry-After header', () => {
    expect(
      toShopError(429, body({ code: '429', type: 'ALERT', message: 'Troppi tentativi', retryAfter: 120 })),
    ).toMatchObject({ kind: 'rate-limited', retryAfter: 120, message: 'Troppi tentativi' });
    expect(toShopError(429, null, '30')).toMatchObject({ kind: 'rate-limited', retryAfter: 30 });
  });

  it('409 conflict and 403 forbidden', () => {
    expect(toShopError(409, body({ code: '409', type: 'ALERT', message: 'Già fatto' }))).toMatchObject({
      kind: 'conflict',
      presentation: 'toast',
      message: 'Già fatto',
    });
    expect(toShopError(403, body({ code: '403', type: 'ALERT', message: 'Vietato' }))).toMatchObject({
      kind: 'forbidden',
      presentation: 'toast',
    });
  });

  it('other ALERT/INFO show toasts titled "Attenzione"; other CONFIRM shows a dialog', () => {
    expect(toShopError(400, body({ code: '300', type: 'INFO', message: 'Info' }))).toMatchObject({
      kind: 'info',
      presentation: 'toast',
      title: 'Attenzione',
    });
    expect(toShopError(422, body({ code: '205', type: 'ALERT', message: 'A' }))).toMatchObject({
      kind: 'alert',
      presentation: 'toast',
      title: 'Attenzione',
      code: '205',
    });
    expect(toShopError(400, body({ code: '150', type: 'CONFIRM', message: 'Sei sicuro?' }))).toMatchObject({
      kind: 'confirm',
      presentation: 'confirm',
      title: 'Attenzione',
    });
  });

  it('the server message and title win over the defaults', () => {
    expect(toShopError(401, body({ code: '401', type: 'ALERT', message: 'Accedi di nuovo' })).message).toBe(
      'Accedi di nuovo',
    );
    const nf = toShopError(404, body({ code: '404', type: 'ALERT', title: 'Pagina', message: 'Non c’è' }));
    expect(nf).toMatchObject({ title: 'Pagina', message: 'Non c’è' });
  });

  it("a 5xx shows the catalogue's 'Errore' text, never the server's title or message", () => {
    for (const status of [500, 502, 503]) {
      expect(
        toShopError(status, body({ code: String(status), type: 'ALERT', title: 'Errore', message: 'x' })),
      ).toMatchObject({
        kind: 'server',
        title: 'Errore',
        message: GENERIC,
        presentation: 'modal',
        redirectHome: true,
      });
    }
    expect(toShopError(503, body({ code: '503', type: 'ALERT', message: 'Riprova tra poco' })).message).toBe(GENERIC);
  });

  it('a network failure never shows a server text', () => {
    expect(toShopError(-1, body({ code: '999', type: 'ALERT', message: 'x' }))).toMatchObject({
      kind: 'server',
      message: GENERIC,
    });
  });

  it('ERROR_TEXTS holds the texts of the errors the client makes without the catalogue too', () => {
    expect(ERROR_TEXTS).toMatchObject(CLIENT_ERROR_TEXTS);
    expect(Object.keys(ERROR_TEXTS)).toHaveLength(12);
  });

  it('duplicateError: the Italian anti-duplicate text', () => {
    expect(duplicateError()).toMatchObject({
      kind: 'duplicate',
      message: 'Operazione già avviata, aspettare il completamento e riprovare.',
      presentation: 'toast',
    });
  });
});
