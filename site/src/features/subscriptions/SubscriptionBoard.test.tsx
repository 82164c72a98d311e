// The subscriptions board (/abbonamento/status) with calls of its own and the trolley's add stubbed: the
// refusal replaces the plans for a customer without the permission; 'Acquista' adds the plan's product
// and says so, or says why not; a subscription being activated names its order and offers no switch; an
// active open-ended one has the switch, which sends the state wanted and says the new one.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor } from '@test-support/render.ts';
import type { SubscriptionCalls } from '@mercato/client';
import { formatPrice } from '@mercato/contracts/format/price';
import { subscriptions as texts } from '@mercato/contracts/i18n/it-subscriptions';
import type { Subscription, SubscriptionPlan, SubscriptionStatus } from '@mercato/contracts/subscriptions';
import SubscriptionBoard from './SubscriptionBoard.tsx';

const trolley = vi.hoisted(() => ({ add: vi.fn() }));
vi.mock('@mercato/core/stores/trolley', async (original) => ({
  ...(await original<typeof import('@mercato/core/stores/trolley')>()),
  addToTrolley: trolley.add,
  ensureTrolley: async () => null,
}));

afterEach(() => {
  cleanup();
  trolley.add.mockReset();
});

const plan = (code: string, name: string, productId: number, remainingCounter: number): SubscriptionPlan => ({
  code,
  name,
  desc: `${name}: consegne gratuite`,
  img: '/x.webp',
  product: { productId, description: name, price: 990, discountedPrice: null },
  remainingCounter,
  periodDays: 30,
  terms: ['Termini.'],
});
const plans = [
  plan('CG-MENSILE', 'Consegna Gratis Mensile', 11, 4),
  plan('CG-CONTINUA', 'Consegna Gratis Continuativa', 12, -1),
];
const held = (over: Partial<Subscription> = {}): Subscription => ({
  id: 5,
  code: 'CG-CONTINUA',
  name: 'Consegna Gratis Continuativa',
  desc: 'Consegne gratuite e illimitate',
  img: '/x.webp',
  product: plans[1]!.product,
  startDate: '06/05/2026',
  endDate: '05/06/2026',
  active: true,
  activeStatus: 'ATTIVO',
  statusLabel: 'Attivo',
  remainingCounter: -1,
  autoRenewal: true,
  autoRenewalEditable: true,
  order: { orderId: 40, publicOrderId: '4101480' },
  renewals: [],
  version: 1,
  ...over,
});
const status = (over: Partial<SubscriptionStatus> = {}): SubscriptionStatus => ({
  allowed: true,
  current: null,
  renewalNotice: null,
  plans,
  ...over,
});
const fakeCalls = (over: Partial<SubscriptionCalls> = {}): SubscriptionCalls => ({
  getSubscriptions: vi.fn(),
  setAutoRenewal: vi.fn(),
  ...over,
});

describe('SubscriptionBoard', () => {
  it('lists the paid renewals of the subscription with date, amount and card', () => {
    const renewals = [
      { date: '05/07/2026', amount: 1490, maskedPan: '**** **** **** 4242' },
      { date: '05/06/2026', amount: 1490, maskedPan: '**** **** **** 4242' },
    ];
    render(<SubscriptionBoard initial={status({ current: held({ renewals }) })} calls={fakeCalls()} />);
    const list = screen.getByRole('region', { name: texts.renewalsHeading });
    expect(Array.from(list.querySelectorAll('li')).map((li) => li.textContent)).toEqual([
      `Rinnovo del 05/07/2026: ${formatPrice(1490)} addebitati sulla carta **** **** **** 4242`,
      `Rinnovo del 05/06/2026: ${formatPrice(1490)} addebitati sulla carta **** **** **** 4242`,
    ]);
  });

  it('says why the last subscription ended when its renewal was refused', () => {
    render(<SubscriptionBoard initial={status({ renewalNotice: 'Il rinnovo non è riuscito.' })} calls={fakeCalls()} />);
    expect(screen.getByRole('note').textContent).toBe('Il rinnovo non è riuscito.');
    expect(screen.getByText(texts.noCurrent)).toBeTruthy();
    expect(screen.queryByRole('region', { name: texts.renewalsHeading })).toBeNull();
  });

  it('shows the refusal instead of the plans to a customer without the permission', () => {
    render(<SubscriptionBoard initial={status({ allowed: false })} calls={fakeCalls()} />);
    expect(screen.getByText(texts.notAllowed)).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Acquista/ })).toBeNull();
    expect(screen.getByText(texts.noCurrent)).toBeTruthy();
  });

  it("'Acquista' puts the plan in the trolley and says so, or says why not", async () => {
    trolley.add.mockResolvedValueOnce({ status: 'done', trolley: {} });
    render(<SubscriptionBoard initial={status()} calls={fakeCalls()} />);
    fireEvent.click(screen.getByRole('button', { name: 'Acquista Consegna Gratis Mensile' }));
    expect(trolley.add).toHaveBeenCalledWith(11, 1);
    await screen.findByText(texts.added);
    trolley.add.mockResolvedValueOnce({
      status: 'exception',
      trolley: {},
      exceptions: [{ code: 'SUBSCRIPTION_REFUSED', productId: 12, description: 'x', message: texts.oneAtATime }],
    });
    fireEvent.click(screen.getByRole('button', { name: 'Acquista Consegna Gratis Continuativa' }));
    await screen.findByText(texts.oneAtATime);
  });

  it('names the order of a subscription being activated, with no switch and no purchase', () => {
    render(
      <SubscriptionBoard
        initial={status({
          current: held({
            activeStatus: 'IN_ATTIVAZIONE',
            statusLabel: 'In attivazione',
            active: false,
            startDate: null,
            endDate: null,
            autoRenewalEditable: false,
          }),
        })}
        calls={fakeCalls()}
      />,
    );
    expect(screen.getByText(texts.status)).toBeTruthy();
    expect(screen.getByText('In attivazione')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Ordine n. 4101480' }).getAttribute('href')).toBe('/ordini/ordine/40');
    expect(screen.queryByRole('switch')).toBeNull();
    for (const b of screen.getAllByRole('button', { name: /Acquista/ }))
      expect((b as HTMLButtonElement).disabled).toBe(true);
  });

  it('switches the automatic renewal of an active open-ended subscription and says the new state', async () => {
    const setAutoRenewal = vi.fn(async () => status({ current: held({ autoRenewal: false, version: 2 }) }));
    render(<SubscriptionBoard initial={status({ current: held() })} calls={fakeCalls({ setAutoRenewal })} />);
    const toggle = screen.getByRole('switch', { name: texts.autoRenewal }) as HTMLInputElement;
    expect(toggle.checked).toBe(true);
    fireEvent.click(toggle);
    expect(setAutoRenewal).toHaveBeenCalledWith(5, { autoRenewal: false });
    await waitFor(() => expect(screen.getByText(texts.autoRenewalOff)).toBeTruthy());
    expect((screen.getByRole('switch') as HTMLInputElement).checked).toBe(false);
  });
});
