// The address checker downloads its later parts (services step, pickup chooser, dialogs) when the
// shopper reaches them: meanwhile the form stays as it is and says it is busy; a failed download shows
// an Italian error with 'Riprova', which tries again. Downloads are held or failed at the lazy-part
// boundary. (A file of its own, in this order: a part once downloaded stays, for the page or the test file.)
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@test-support/render.ts';
import { type RequestOptions, ShopError, type ShopRequest } from '@mercato/client';
import { AddressChecker } from './AddressChecker.tsx';
import { network } from '../runtime/lazy-part-network.ts';

vi.mock('../runtime/lazy-part.ts', async (original) =>
  (await import('../runtime/lazy-part-network.ts')).flakyLazyParts(original),
);

afterEach(() => {
  cleanup();
  network.offline = false;
  network.gate = null;
});

const SERVICES = [
  { site: 'supermercato', description: 'Mercato a Casa', onboardingHtmlDescription: null },
  { site: 'drive', description: 'Clicca e Vai', onboardingHtmlDescription: null },
];

const requester: ShopRequest = async <T,>(method: string, path: string, { body }: RequestOptions<T> = {}) => {
  const { postcode } = (body ?? {}) as { postcode?: string };
  switch (`${method} /${path}`) {
    case 'POST /onboarding/postcode/check':
      return { code: postcode === '90121' ? 'NOT_SUPPORTED' : 'SUPPORTED', postcode, townName: 'Milano' } as T;
    case 'POST /onboarding/street/suggestions':
      return [{ id: 1, value: 'Corso Buenos Aires' }] as T;
    case 'POST /onboarding/services/available':
      return SERVICES as T;
    case 'GET /onboarding/drives/20121':
      return [] as T;
    default:
      throw new ShopError({
        kind: 'not-found',
        status: 404,
        code: '404',
        type: 'ALERT',
        title: 'Caricamento dati',
        message: 'x',
        presentation: 'modal',
      });
  }
};

const street = () => screen.getByRole('combobox', { name: 'Via' }) as HTMLInputElement;
const root = () => document.querySelector('.ac')!;

async function chooseStreet() {
  await act(async () => {
    fireEvent.input(screen.getByLabelText('CAP'), { target: { value: '20121' } });
  });
  await waitFor(() => expect(street().disabled).toBe(false));
  fireEvent.input(street(), { target: { value: 'buenos' } });
  await act(async () => {
    fireEvent.keyDown(street(), { key: 'Enter' });
  });
}

describe('AddressChecker lazy parts', () => {
  it('keeps the form, busy, while the services step arrives; says when it cannot be downloaded, and tries again', async () => {
    let arrive!: () => void;
    network.gate = new Promise<void>((r) => (arrive = r));
    network.offline = true;
    render(<AddressChecker requester={requester} noNavigate />);
    await chooseStreet();
    expect(root().getAttribute('aria-busy')).toBe('true');
    const verify = screen.getByRole('button', { name: 'Verifica in corso…' }) as HTMLButtonElement;
    expect(verify.disabled).toBe(true);
    expect(street().value).toBe('Corso Buenos Aires');
    await act(async () => arrive());
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Caricamento non riuscito. Controlla la connessione e riprova.');
    expect(street().value).toBe('Corso Buenos Aires');
    expect(root().getAttribute('aria-busy')).toBe('false');
    network.offline = false;
    await act(async () => {
      fireEvent.click(within(alert).getByRole('button', { name: 'Riprova' }));
    });
    await screen.findByText('Servizi disponibili');
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByText(/Per Corso Buenos Aires, 20121 Milano/)).toBeTruthy();
  });

  it('says the pickup chooser is loading, or that it cannot be downloaded, and opens it on retry', async () => {
    render(<AddressChecker requester={requester} noNavigate />);
    await chooseStreet();
    await screen.findByText('Servizi disponibili');
    let arrive!: () => void;
    network.gate = new Promise<void>((r) => (arrive = r));
    network.offline = true;
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Scegli Clicca e Vai' }));
    });
    expect(screen.getByRole('status').textContent).toBe('Caricamento in corso…');
    expect((screen.getByRole('button', { name: 'Scegli Clicca e Vai' }) as HTMLButtonElement).disabled).toBe(true);
    expect(root().getAttribute('aria-busy')).toBe('true');
    await act(async () => arrive());
    const alert = await screen.findByRole('alert');
    expect(screen.queryByRole('status')).toBeNull();
    expect(alert.textContent).toContain('Caricamento non riuscito');
    expect(screen.getByRole('button', { name: 'Scegli Clicca e Vai' })).toBeTruthy();
    network.offline = false;
    await act(async () => {
      fireEvent.click(within(alert).getByRole('button', { name: 'Riprova' }));
    });
    await screen.findByRole('dialog', { name: 'Scegli il punto di ritiro Clicca e Vai' });
  });

  it('says when the notify-me dialog cannot be downloaded, and opens it on retry', async () => {
    network.offline = true;
    render(<AddressChecker requester={requester} noNavigate />);
    await act(async () => {
      fireEvent.input(screen.getByLabelText('CAP'), { target: { value: '90121' } });
    });
    await act(async () => {
      fireEvent.click(await screen.findByRole('button', { name: 'Avvisami quando è disponibile' }));
    });
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Caricamento non riuscito');
    expect(screen.queryByRole('alertdialog')).toBeNull();
    network.offline = false;
    await act(async () => {
      fireEvent.click(within(alert).getByRole('button', { name: 'Riprova' }));
    });
    await screen.findByRole('alertdialog', { name: 'Avvisami quando il servizio è attivo' });
  });
});
