// The address checker as a shopper uses it, with the shop's answers faked at the call boundary.
// Runs under React (project 'widgets'), the elements' Preact (project 'widgets-preact') and preact/compat
// (project 'widgets-compat', as the site's islands).
import { createHash } from 'node:crypto';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@test-support/render.ts';
import { type RequestOptions, ShopError, type ShopRequest } from '@mercato/client';
import { AddressChecker, type ServiceSelection } from './AddressChecker.tsx';

afterEach(cleanup);

const STREETS = [
  { id: 1, value: 'Corso Buenos Aires' },
  { id: 2, value: 'Via Alessandro Manzoni' },
  { id: 3, value: 'Via Monte Napoleone' },
];
const SERVICES = [
  { site: 'supermercato', description: 'Mercato a Casa', onboardingHtmlDescription: '<p>La spesa a casa tua</p>' },
  { site: 'drive', description: 'Clicca e Vai', onboardingHtmlDescription: null },
];

function challenge(number: number) {
  const salt = 'abc?expires=9999999999&';
  return {
    algorithm: 'SHA-256',
    salt,
    challenge: createHash('sha256')
      .update(salt + number)
      .digest('hex'),
    signature: 'sig',
    maxnumber: 1000,
  };
}

// biome-ignore lint/suspicious/noExplicitAny: a fake route reads whatever the widget sent
type Handler = (body: any) => unknown;
function fakeShop(routes: Record<string, Handler>) {
  const calls: { method: string; path: string; body: unknown }[] = [];
  // The calls as the widget makes them, recorded with their path under /commerce/resources/.
  const requester: ShopRequest = async <T,>(method: string, name: string, { body }: RequestOptions<T> = {}) => {
    const path = `/${name}`;
    calls.push({ method, path, body });
    const handler = routes[`${method} ${path}`];
    if (!handler)
      throw new ShopError({
        kind: 'not-found',
        status: 404,
        code: '404',
        type: 'ALERT',
        title: 'Caricamento dati',
        message: 'Errore di trasferimento dati o risorsa non trovata',
        presentation: 'modal',
      });
    return (await handler(body)) as T;
  };
  return { requester, calls };
}

const milano: Record<string, Handler> = {
  'POST /onboarding/postcode/check': ({ postcode }) => {
    if (postcode === '90121') return { code: 'NOT_SUPPORTED', postcode, townName: 'Palermo' };
    if (postcode === '00000')
      throw new ShopError({
        kind: 'not-found',
        status: 404,
        code: '404',
        type: 'ALERT',
        title: 'x',
        message: 'x',
        presentation: 'modal',
      });
    return { code: 'SUPPORTED', postcode, townName: 'Milano' };
  },
  'POST /onboarding/street/suggestions': () => STREETS,
  'POST /onboarding/services/available': ({ streetId }) => (streetId === 3 ? [] : SERVICES),
  'GET /onboarding/captcha/challenge': () => challenge(7),
  'POST /onboarding/guest': () => ({ redirectUrl: '/supermercato/home' }),
  'POST /onboarding/activation': () => ({ stored: true }),
};

const postcode = () => screen.getByLabelText('CAP') as HTMLInputElement;
const street = () => screen.getByRole('combobox', { name: 'Via' }) as HTMLInputElement;

async function typePostcode(value: string) {
  await act(async () => {
    fireEvent.input(postcode(), { target: { value } });
  });
}

/** 20121, Corso Buenos Aires from the street list, then the service's 'Scegli …' button. */
async function chooseService(button: string) {
  await typePostcode('20121');
  await waitFor(() => expect(street().disabled).toBe(false));
  fireEvent.input(street(), { target: { value: 'buenos' } });
  await act(async () => {
    fireEvent.keyDown(street(), { key: 'Enter' });
  });
  await act(async () => {
    fireEvent.click(await screen.findByRole('button', { name: button }));
  });
}

/** A public Clicca e Vai point on the street the tests choose (Corso Buenos Aires, 20121). */
const onStreet = {
  id: 12,
  streetId: 1,
  description: 'Clicca e Vai Buenos Aires',
  streetName: 'Corso Buenos Aires 20',
  townName: 'Milano',
  province: 'Milano',
  provinceShortName: 'MI',
  region: 'Lombardia',
  postCode: '20121',
  privateCode: null,
  lockers: false,
  site: 'drive',
};

describe('AddressChecker', () => {
  it('keeps only digits and marks any other length invalid with the street disabled', async () => {
    const shop = fakeShop(milano);
    render(<AddressChecker requester={shop.requester} noNavigate />);
    await typePostcode('20a1');
    expect(postcode().value).toBe('201');
    expect(postcode().getAttribute('aria-invalid')).toBe('true');
    expect(street().disabled).toBe(true);
    fireEvent.blur(postcode());
    expect(screen.getByText('CAP non valido')).toBeTruthy();
    expect(shop.calls).toEqual([]);
  });

  it('asks for the postcode when the form is sent empty', async () => {
    render(<AddressChecker requester={fakeShop(milano).requester} noNavigate />);
    fireEvent.click(screen.getByRole('button', { name: 'Verifica indirizzo' }));
    expect(screen.getByText('Inserire CAP per procedere')).toBeTruthy();
  });

  it('enables the street for a supported postcode, filters by every word, chooses with the keyboard and lists the services', async () => {
    const shop = fakeShop(milano);
    const verified = vi.fn();
    render(<AddressChecker requester={shop.requester} noNavigate onAddressVerified={verified} />);
    await typePostcode('20121');
    await waitFor(() => expect(street().disabled).toBe(false));
    await waitFor(() => expect(document.activeElement === street() || street().matches(':focus')).toBe(true));
    fireEvent.input(street(), { target: { value: 'via mon' } });
    const options = screen.getAllByRole('option');
    expect(options.map((o) => o.textContent)).toEqual(['Via Monte Napoleone']);
    expect(screen.getByText('1 via trovata')).toBeTruthy();
    fireEvent.input(street(), { target: { value: 'via' } });
    expect(screen.getAllByRole('option')).toHaveLength(2);
    expect(screen.getByText('2 vie trovate')).toBeTruthy();
    fireEvent.keyDown(street(), { key: 'ArrowDown' });
    fireEvent.keyDown(street(), { key: 'ArrowDown' });
    expect(street().getAttribute('aria-activedescendant')).toBe(screen.getAllByRole('option')[1]!.id);
    fireEvent.keyDown(street(), { key: 'ArrowDown' }); // wraps to the first
    expect(street().getAttribute('aria-activedescendant')).toBe(screen.getAllByRole('option')[0]!.id);
    await act(async () => {
      fireEvent.keyDown(street(), { key: 'Enter' });
    });
    expect(verified).toHaveBeenCalledWith({
      postcode: '20121',
      streetId: 2,
      street: 'Via Alessandro Manzoni',
      townName: 'Milano',
    });
    await screen.findByText('Servizi disponibili');
    expect(screen.getByRole('button', { name: 'Scegli Mercato a Casa' })).toBeTruthy();
    expect(screen.getByText('La spesa a casa tua')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Scegli Clicca e Vai' })).toBeTruthy();
    expect(shop.calls.at(-1)).toEqual({
      method: 'POST',
      path: '/onboarding/services/available',
      body: { postcode: '20121', streetId: 2 },
    });
  });

  it('says when no street matches, and requires a choice from the list', async () => {
    render(<AddressChecker requester={fakeShop(milano).requester} noNavigate />);
    await typePostcode('20121');
    await waitFor(() => expect(street().disabled).toBe(false));
    fireEvent.input(street(), { target: { value: 'viale inesistente' } });
    expect(screen.getByRole('status').textContent).toBe('Indirizzo non trovato o non coperto dal servizio');
    fireEvent.click(screen.getByRole('button', { name: 'Verifica indirizzo' }));
    expect(screen.getByRole('combobox', { name: 'Via' }).getAttribute('aria-invalid')).toBe('true');
    expect(screen.getAllByText('Indirizzo non trovato o non coperto dal servizio')).toHaveLength(2);
    fireEvent.input(street(), { target: { value: 'via' } });
    fireEvent.click(screen.getByRole('button', { name: 'Verifica indirizzo' }));
    expect(screen.getByText('Selezionare un indirizzo per procedere')).toBeTruthy();
  });

  it('marks a NOT_SUPPORTED postcode invalid and keeps the street disabled', async () => {
    render(<AddressChecker requester={fakeShop(milano).requester} noNavigate />);
    await typePostcode('90121');
    await screen.findByText('Indirizzo non trovato o non coperto dal servizio');
    expect(postcode().getAttribute('aria-invalid')).toBe('true');
    expect(street().disabled).toBe(true);
  });

  it('treats a postcode the shop does not know (404) as invalid', async () => {
    render(<AddressChecker requester={fakeShop(milano).requester} noNavigate />);
    await typePostcode('00000');
    await screen.findByText('CAP non valido');
    expect(street().disabled).toBe(true);
  });

  it('lets the shopper go on when the postcode check fails for another reason', async () => {
    const shop = fakeShop({
      ...milano,
      'POST /onboarding/postcode/check': () => {
        throw new ShopError({
          kind: 'server',
          status: -1,
          code: 'NETWORK',
          type: 'ALERT',
          title: 'Errore',
          message: 'x',
          presentation: 'modal',
        });
      },
    });
    render(<AddressChecker requester={shop.requester} noNavigate />);
    await typePostcode('20121');
    await waitFor(() => expect(street().disabled).toBe(false));
  });

  it('offers notify-me where there is no service, validates it, and stores the request once', async () => {
    const shop = fakeShop(milano);
    render(<AddressChecker requester={shop.requester} noNavigate />);
    await typePostcode('20121');
    await waitFor(() => expect(street().disabled).toBe(false));
    fireEvent.input(street(), { target: { value: 'napoleone' } });
    await act(async () => {
      fireEvent.keyDown(street(), { key: 'Enter' });
    });
    await screen.findByText('Servizio non disponibile');
    fireEvent.click(screen.getByRole('button', { name: 'Avvisami quando è disponibile' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Avvisami quando il servizio è attivo' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Invia richiesta' }));
    expect(within(dialog).getByText("Il campo 'Nome' è obbligatorio")).toBeTruthy();
    expect(within(dialog).getByText('La mail inserita non è valida')).toBeTruthy();
    expect(within(dialog).getByText("Accettare l'informativa sulla privacy")).toBeTruthy();
    expect(shop.calls.some((c) => c.path === '/onboarding/activation')).toBe(false);
    fireEvent.input(within(dialog).getByLabelText('Nome'), { target: { value: 'Anna' } });
    fireEvent.input(within(dialog).getByLabelText('Email'), { target: { value: 'anna@example.it' } });
    fireEvent.click(within(dialog).getByRole('checkbox'));
    await act(async () => {
      fireEvent.click(within(dialog).getByRole('button', { name: 'Invia richiesta' }));
    });
    await screen.findByText('Richiesta attivazione registrata');
    expect(screen.getByRole('alertdialog', { name: 'Area di consegna' })).toBeTruthy();
    const sent = shop.calls.filter((c) => c.path === '/onboarding/activation');
    expect(sent).toEqual([
      {
        method: 'POST',
        path: '/onboarding/activation',
        body: {
          postcode: '20121',
          streetId: 3,
          email: 'anna@example.it',
          name: 'Anna',
          privacyAgreement: true,
          site: 'supermercato',
        },
      },
    ]);
  });

  it('enters as power guest for home delivery: solves the captcha and hands over the absolute store url', async () => {
    const shop = fakeShop(milano);
    const selected = vi.fn<(s: ServiceSelection) => void>();
    render(
      <AddressChecker requester={shop.requester} apiBase="http://shop.test" noNavigate onServiceSelected={selected} />,
    );
    await chooseService('Scegli Mercato a Casa');
    await waitFor(() => expect(selected).toHaveBeenCalled());
    expect(selected.mock.calls[0]![0]).toMatchObject({
      site: 'supermercato',
      postcode: '20121',
      streetId: 1,
      redirectUrl: 'http://shop.test/supermercato/home',
    });
    const guest = shop.calls.find((c) => c.path === '/onboarding/guest')!;
    const token = JSON.parse(atob((guest.body as { captchaToken: string }).captchaToken));
    expect(token.number).toBe(7);
    expect(guest.body).toMatchObject({ postcode: '20121', streetId: 1, site: 'supermercato' });
  });

  it('keeps what the shopper typed and shows the message when entering fails', async () => {
    const shop = fakeShop({
      ...milano,
      'POST /onboarding/guest': () => {
        throw new ShopError({
          kind: 'validation',
          status: 400,
          code: '400',
          type: 'ALERT',
          title: 'Attenzione',
          message: 'Verifica non riuscita',
          presentation: 'toast',
        });
      },
    });
    render(<AddressChecker requester={shop.requester} noNavigate />);
    await chooseService('Scegli Mercato a Casa');
    expect((await screen.findByRole('alert')).textContent).toBe('Verifica non riuscita');
    expect(screen.getByRole('button', { name: 'Scegli Mercato a Casa' })).toBeTruthy();
    expect(screen.getByText('La spesa a casa tua')).toBeTruthy();
    expect(screen.getByText(/Corso Buenos Aires, 20121/)).toBeTruthy();
  });

  it('lists pickup points for drive and asks for the code of a private one', async () => {
    const points = [
      {
        id: 10,
        streetId: 99,
        description: 'Clicca e Vai Torre Pontina',
        streetName: 'Via Roma 1',
        townName: 'Milano',
        province: 'Milano',
        provinceShortName: 'MI',
        region: 'Lombardia',
        postCode: '20121',
        privateCode: true,
        lockers: true,
        site: 'drive',
      },
      {
        id: 11,
        streetId: 98,
        description: 'Clicca e Vai Duomo',
        streetName: 'Piazza Duomo',
        townName: 'Milano',
        province: 'Milano',
        provinceShortName: 'MI',
        region: 'Lombardia',
        postCode: '20121',
        privateCode: null,
        lockers: true,
        site: 'drive',
      },
    ];
    const shop = fakeShop({
      ...milano,
      'GET /onboarding/drives/20121': () => points,
      'POST /onboarding/guest': () => ({ redirectUrl: '/drive/home' }),
    });
    const selected = vi.fn();
    render(<AddressChecker requester={shop.requester} noNavigate onServiceSelected={selected} />);
    await chooseService('Scegli Clicca e Vai');
    await screen.findByText('Clicca e Vai Torre Pontina');
    fireEvent.click(screen.getByRole('button', { name: 'Ritira qui: Clicca e Vai Torre Pontina' }));
    expect(screen.getByText('Inserire il codice di accesso')).toBeTruthy();
    fireEvent.input(screen.getByLabelText('Codice di accesso'), { target: { value: 'TORREPN24' } });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Ritira qui: Clicca e Vai Torre Pontina' }));
    });
    await waitFor(() => expect(selected).toHaveBeenCalled());
    expect(shop.calls.find((c) => c.path === '/onboarding/guest')!.body).toMatchObject({
      site: 'drive',
      driveId: 10,
      privateCode: 'TORREPN24',
    });
  });

  it('selects at once the public pickup point on the chosen street', async () => {
    const shop = fakeShop({
      ...milano,
      'GET /onboarding/drives/20121': () => [onStreet],
      'POST /onboarding/guest': () => ({ redirectUrl: '/drive/home' }),
    });
    const selected = vi.fn();
    render(<AddressChecker requester={shop.requester} noNavigate onServiceSelected={selected} />);
    await chooseService('Scegli Clicca e Vai');
    await waitFor(() => expect(selected).toHaveBeenCalled());
    expect(shop.calls.find((c) => c.path === '/onboarding/guest')!.body).toMatchObject({ site: 'drive', driveId: 12 });
  });

  it("asks a logged customer without a Fìdaty card 'Vuoi registrarti?': No keeps the services, Si opens the card page", async () => {
    const question =
      'Gentile Cliente, per usufruire del servizio Clicca e Vai è necessario essere in possesso della Carta Fìdaty. Vuoi registrarti?';
    const shop = fakeShop({
      ...milano,
      'GET /onboarding/drives/20121': () => [onStreet],
      'POST /auth/addresses': () => {
        throw new ShopError({
          kind: 'conflict',
          status: 409,
          code: '409',
          type: 'CONFIRM',
          title: 'Attenzione',
          message: question,
          presentation: 'modal',
        });
      },
    });
    const assign = vi.spyOn(window.location, 'assign').mockImplementation(() => undefined);
    render(<AddressChecker requester={shop.requester} apiBase="http://shop.test" logged />);
    await typePostcode('20121');
    await waitFor(() => expect(street().disabled).toBe(false));
    fireEvent.input(street(), { target: { value: 'buenos' } });
    await act(async () => {
      fireEvent.keyDown(street(), { key: 'Enter' });
    });
    const choose = async () => {
      await act(async () => {
        fireEvent.click(await screen.findByRole('button', { name: 'Scegli Clicca e Vai' }));
      });
      return screen.findByRole('alertdialog', { name: 'Attenzione' });
    };
    let dialog = await choose();
    expect(dialog.textContent).toContain(question);
    fireEvent.click(within(dialog).getByRole('button', { name: 'No' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByRole('button', { name: 'Scegli Mercato a Casa' })).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(assign).not.toHaveBeenCalled();
    dialog = await choose();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Si' }));
    expect(assign).toHaveBeenCalledWith('http://shop.test/account/fidaty');
    assign.mockRestore();
  });

  it("confirms a change to an address already saved as a change, not as 'Indirizzo creato'", async () => {
    const saved = { deliveryAddressId: 5, identifier: 'Casa', currentAddress: false, houseNumber: '12' };
    for (const created of [false, true]) {
      const shop = fakeShop({
        ...milano,
        'POST /auth/addresses': () => ({ address: saved, message: 'Indirizzo creato', created }),
        'GET /auth/addresses/5/can-copy-trolley': () => ({ canCopy: false }),
        'PUT /auth/addresses/current': () => ({
          redirectUrl: '/supermercato/home',
          message: 'Indirizzo modificato per la spesa corrente',
        }),
      });
      render(<AddressChecker requester={shop.requester} logged noNavigate />);
      await chooseService('Scegli Mercato a Casa');
      const done = await screen.findByRole('alertdialog', { name: 'Profilo' });
      expect(done.textContent).toContain(created ? 'Indirizzo creato' : 'Indirizzo modificato per la spesa corrente');
      expect(done.textContent?.includes('Indirizzo creato')).toBe(created);
      expect(shop.calls.find((c) => c.path === '/auth/addresses')?.body).toEqual({
        postcode: '20121',
        streetId: 1,
        site: 'supermercato',
      });
      cleanup();
    }
  });

  it('says there is no Prenota e Ritira store for the postcode', async () => {
    const services = [{ site: 'prenotazioni', description: 'Prenota e Ritira', onboardingHtmlDescription: null }];
    const shop = fakeShop({
      ...milano,
      'POST /onboarding/services/available': () => services,
      'GET /onboarding/prenotazioni/20121': () => [],
    });
    render(<AddressChecker requester={shop.requester} noNavigate />);
    await chooseService('Scegli Prenota e Ritira');
    const dialog = await screen.findByRole('dialog', { name: 'Scegli il negozio Prenota e Ritira' });
    await waitFor(() =>
      expect(dialog.textContent).toContain('Non sono presenti negozi Prenota e Ritira per il CAP specificato'),
    );
    fireEvent.click(within(dialog).getByRole('button', { name: 'Chiudi' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByRole('button', { name: 'Scegli Prenota e Ritira' })).toBeTruthy();
  });

  it('shows the service in use to a logged customer with Continua la spesa', () => {
    render(
      <AddressChecker
        requester={fakeShop(milano).requester}
        logged
        currentService="Spesa a domicilio"
        continueUrl="/supermercato/home"
      />,
    );
    expect(screen.getByRole('heading', { name: 'Hai scelto il servizio' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Continua la spesa' }).getAttribute('href')).toBe('/supermercato/home');
    fireEvent.click(screen.getByRole('button', { name: 'Cambia indirizzo' }));
    expect(screen.getByLabelText('CAP')).toBeTruthy();
  });

  it('follows logged and currentService set after the first render (frameworks render before the login state arrives)', async () => {
    const requester = fakeShop(milano).requester;
    const { rerender } = render(<AddressChecker requester={requester} logged={false} />);
    expect(screen.getByRole('heading', { name: 'Verifica il tuo indirizzo' })).toBeTruthy();
    const chosen = () => screen.queryByRole('heading', { name: 'Hai scelto il servizio' });
    rerender(<AddressChecker requester={requester} logged currentService="Spesa a domicilio" continueUrl="/home" />);
    await waitFor(() => expect(chosen()).toBeTruthy());
    expect(screen.getByText('Spesa a domicilio')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Continua la spesa' }).getAttribute('href')).toBe('/home');
    fireEvent.click(screen.getByRole('button', { name: 'Cambia indirizzo' }));
    await waitFor(() => expect(screen.getByLabelText('CAP')).toBeTruthy());
    // Another service in use (chosen elsewhere) is shown again.
    rerender(<AddressChecker requester={requester} logged currentService="Clicca e Vai" continueUrl="/home" />);
    await waitFor(() => expect(chosen()).toBeTruthy());
    expect(screen.getByText('Clicca e Vai')).toBeTruthy();
    // Logged out: the checker again.
    rerender(<AddressChecker requester={requester} currentService="Clicca e Vai" />);
    await waitFor(() => expect(screen.getByLabelText('CAP')).toBeTruthy());
    expect(chosen()).toBeNull();
  });

  it('offers notify-me unless noNotifyMe (a boolean that defaults to false, as HTML attributes do)', async () => {
    const notifyButton = () => screen.queryByRole('button', { name: 'Avvisami quando è disponibile' });
    for (const noNotifyMe of [undefined, false, true]) {
      render(<AddressChecker requester={fakeShop(milano).requester} noNotifyMe={noNotifyMe} noNavigate />);
      // A postcode not covered…
      await typePostcode('90121');
      await screen.findByText('Indirizzo non trovato o non coperto dal servizio');
      expect(!!notifyButton(), `noNotifyMe=${noNotifyMe}`).toBe(!noNotifyMe);
      // …and a street without service.
      await typePostcode('20121');
      await waitFor(() => expect(street().disabled).toBe(false));
      fireEvent.input(street(), { target: { value: 'napoleone' } });
      await act(async () => {
        fireEvent.keyDown(street(), { key: 'Enter' });
      });
      await screen.findByText('Servizio non disponibile');
      expect(!!notifyButton(), `noNotifyMe=${noNotifyMe}`).toBe(!noNotifyMe);
      cleanup();
    }
  });

  it('goes to the chosen store unless noNavigate', async () => {
    const assign = vi.spyOn(window.location, 'assign').mockImplementation(() => undefined);
    try {
      for (const noNavigate of [undefined, true]) {
        render(
          <AddressChecker requester={fakeShop(milano).requester} apiBase="http://shop.test" noNavigate={noNavigate} />,
        );
        await chooseService('Scegli Mercato a Casa');
        if (noNavigate) {
          await new Promise((r) => setTimeout(r, 50));
          expect(assign).not.toHaveBeenCalled();
        } else {
          await waitFor(() => expect(assign).toHaveBeenCalledWith('http://shop.test/supermercato/home'));
          assign.mockClear();
        }
        cleanup();
      }
    } finally {
      assign.mockRestore();
    }
  });

  it('gives each of two checkers on one page its own labelled fields', async () => {
    const shop = fakeShop(milano);
    render(
      <>
        <AddressChecker requester={shop.requester} noNavigate />
        <AddressChecker requester={shop.requester} noNavigate />
      </>,
    );
    const [one, two] = [...document.querySelectorAll<HTMLElement>('.ac')];
    const first = within(one!).getByLabelText('CAP') as HTMLInputElement;
    const second = within(two!).getByLabelText('CAP') as HTMLInputElement;
    expect(first).not.toBe(second);
    expect(within(two!).getByRole('combobox', { name: 'Via' })).toBeTruthy();
    expect(within(two!).getByRole('region', { name: 'Verifica il tuo indirizzo' })).toBeTruthy();
    // Typing into the second one changes the second one only.
    await act(async () => {
      fireEvent.input(second, { target: { value: '20121' } });
    });
    await waitFor(() =>
      expect((within(two!).getByRole('combobox', { name: 'Via' }) as HTMLInputElement).disabled).toBe(false),
    );
    expect(first.value).toBe('');
    expect((within(one!).getByRole('combobox', { name: 'Via' }) as HTMLInputElement).disabled).toBe(true);
  });

  it('<mercato-address-checker> follows logged, current-service and no-notify-me set after the first render', async () => {
    await import('./element.ts');
    const el = document.createElement('mercato-address-checker');
    document.body.append(el);
    const view = within(el.shadowRoot as unknown as HTMLElement);
    const chosen = () => view.queryByRole('heading', { name: 'Hai scelto il servizio' });
    try {
      await waitFor(() => expect(view.getByRole('heading', { name: 'Verifica il tuo indirizzo' })).toBeTruthy());
      el.setAttribute('current-service', 'Spesa a domicilio');
      el.setAttribute('logged', '');
      await waitFor(() => expect(chosen()).toBeTruthy());
      expect(view.getByText('Spesa a domicilio')).toBeTruthy();
      // A framework removes the attribute of a false boolean: the default (not logged) comes back.
      el.removeAttribute('logged');
      await waitFor(() => expect(view.getByLabelText('CAP')).toBeTruthy());
      // Properties, as frameworks set them once the element is defined.
      el.logged = true;
      el.currentService = 'Clicca e Vai';
      await waitFor(() => expect(view.getByText('Clicca e Vai')).toBeTruthy());
      el.currentService = '';
      await waitFor(() => expect(view.getByLabelText('CAP')).toBeTruthy());
      expect(el.noNotifyMe).toBeUndefined();
      el.setAttribute('no-notify-me', '');
      expect(el.noNotifyMe).toBe(true);
    } finally {
      el.remove();
    }
  });

  it('gives each of two <mercato-address-checker> elements its own labelled fields', async ({ task }) => {
    await import('./element.ts');
    const els = [document.createElement('mercato-address-checker'), document.createElement('mercato-address-checker')];
    document.body.append(...els);
    try {
      const inputs = await waitFor(() =>
        els.map((el) => within(el.shadowRoot as unknown as HTMLElement).getByLabelText('CAP')),
      );
      expect(inputs[0]).not.toBe(inputs[1]);
      // Ids are unique on the page under React and the elements' Preact; preact/compat starts again in
      // every root (each shadow root keeps its labels apart all the same).
      if (task.file.projectName !== 'widgets-compat') expect(inputs[0]!.id).not.toBe(inputs[1]!.id);
      for (const el of els) {
        expect(
          within(el.shadowRoot as unknown as HTMLElement).getByRole('region', { name: 'Verifica il tuo indirizzo' }),
        ).toBeTruthy();
      }
    } finally {
      for (const el of els) el.remove();
    }
  });
});
