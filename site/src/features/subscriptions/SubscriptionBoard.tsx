// 'Abbonamenti' (/abbonamento/status; spec orders §2 Subscriptions, §3 Subscription, §4 states, §6
// permission): the customer's subscription with its 'Stato' (being activated: the order it came with;
// active: its dates and free deliveries left), the automatic renewal switch (only while active and
// open-ended, orders §4), and the plans on sale with 'Acquista', which puts the plan's product in the
// trolley (core's addToTrolley: the trolley's own add, so the header and the floating trolley follow).
// Without the permission the plans give way to the spec's message. The page gives the status as the
// server made it; the switch's answer replaces it. An open-ended subscription lists its paid renewals
// (date, amount, card); when the last one ended because its renewal was refused, the page says why
// (ADR 0056).
//
// chosen: with a subscription held the plans stay listed, their 'Acquista' disabled, with the reason (one
// at a time); a plan already in the trolley says 'Nel carrello' with the way to the trolley. The switch is
// a checkbox with role="switch" (the filter bar's 'Solo promozioni' pattern): disabled and busy while its
// change travels, the new state said in a status line; a refused change shows the server's message and the
// switch stays as the server has it.
import { useEffect, useMemo, useState } from 'react';
import { useStore } from '@nanostores/react';
import { isShopError, subscriptionCalls, type SubscriptionCalls } from '@mercato/client';
import { formatPrice } from '@mercato/contracts/format/price';
import { subscriptions as texts } from '@mercato/contracts/i18n/it-subscriptions';
import { t } from '@mercato/contracts/i18n/t';
import type { Subscription, SubscriptionPlan, SubscriptionStatus } from '@mercato/contracts/subscriptions';
import { checkoutPath, orderDetailPath } from '@mercato/contracts/urls';
import { getClient } from '@mercato/core/api';
import { $trolley, addToTrolley, ensureTrolley, inlineErrorText } from '@mercato/core/stores/trolley';
import { useIds } from '@mercato/ui';

export interface SubscriptionBoardProps {
  initial: SubscriptionStatus;
  /** For tests: the calls (default: the page's client). */
  calls?: SubscriptionCalls;
}

export default function SubscriptionBoard({ initial, calls: given }: SubscriptionBoardProps) {
  const calls = useMemo(() => given ?? subscriptionCalls(getClient().request), [given]);
  const ids = useIds('sub');
  const [status, setStatus] = useState(initial);
  const trolley = useStore($trolley);
  useEffect(() => {
    void ensureTrolley();
  }, []);
  const inTrolley = new Set((trolley?.items ?? []).map((i) => i.productId));
  const { current } = status;
  return (
    <div className="subs">
      <section className="subs-section" aria-labelledby={ids('current')}>
        <h2 id={ids('current')}>{texts.currentHeading}</h2>
        {status.renewalNotice && (
          <p className="form-alert" role="note">
            {status.renewalNotice}
          </p>
        )}
        {current ? (
          <CurrentSubscription subscription={current} calls={calls} onChange={setStatus} />
        ) : (
          <p className="card subs-empty">{texts.noCurrent}</p>
        )}
      </section>
      <section className="subs-section" aria-labelledby={ids('plans')}>
        <h2 id={ids('plans')}>{texts.plansHeading}</h2>
        {!status.allowed ? (
          <p className="form-alert" role="note">
            {texts.notAllowed}
          </p>
        ) : status.plans.length === 0 ? (
          <p className="card subs-empty">{texts.noPlans}</p>
        ) : (
          <>
            {current && <p className="form-info">{texts.alreadyHeld}</p>}
            <ul className="subs-plans">
              {status.plans.map((plan) => (
                <PlanCard
                  key={plan.code}
                  plan={plan}
                  held={current !== null}
                  inTrolley={inTrolley.has(plan.product.productId)}
                />
              ))}
            </ul>
          </>
        )}
      </section>
    </div>
  );
}

function CurrentSubscription({
  subscription: s,
  calls,
  onChange,
}: {
  subscription: Subscription;
  calls: SubscriptionCalls;
  onChange: (next: SubscriptionStatus) => void;
}) {
  const ids = useIds('sub-current');
  return (
    <article className="card subs-current" aria-labelledby={ids('name')}>
      <img className="subs-current__img" src={s.img} alt="" width={72} height={72} />
      <div className="subs-current__body">
        <h3 id={ids('name')} className="subs-current__name">
          {s.name}
        </h3>
        <p className="subs-current__desc">{s.desc}</p>
        <dl className="subs-facts">
          <div>
            <dt>{texts.status}</dt>
            <dd>
              <span className={`subs-badge subs-badge--${s.activeStatus.toLowerCase()}`}>{s.statusLabel}</span>
            </dd>
          </div>
          {s.activeStatus === 'IN_ATTIVAZIONE' && s.order && (
            <div>
              <dt>{texts.orderLabel}</dt>
              <dd>
                <a href={orderDetailPath(s.order.orderId)}>
                  {t(texts.activatingOrder, { order: s.order.publicOrderId })}
                </a>
              </dd>
            </div>
          )}
          {s.startDate && (
            <div>
              <dt>{texts.startDate}</dt>
              <dd>{s.startDate}</dd>
            </div>
          )}
          {s.endDate && (
            <div>
              <dt>{s.autoRenewal && s.remainingCounter === -1 ? texts.renewalDate : texts.endDate}</dt>
              <dd>{s.endDate}</dd>
            </div>
          )}
          <div>
            <dt>{texts.remaining}</dt>
            <dd>{s.remainingCounter === -1 ? texts.unlimited : s.remainingCounter}</dd>
          </div>
        </dl>
        {s.activeStatus === 'IN_ATTIVAZIONE' && <p className="subs-note">{texts.activatingNote}</p>}
        {s.autoRenewalEditable && <AutoRenewal subscription={s} calls={calls} onChange={onChange} />}
        {s.renewals.length > 0 && (
          <section className="subs-renewals" aria-labelledby={ids('renewals')}>
            <h4 id={ids('renewals')}>{texts.renewalsHeading}</h4>
            <ul>
              {s.renewals.map((r) => (
                <li key={r.date}>
                  {t(texts.renewalPaid, { date: r.date, amount: formatPrice(r.amount), card: r.maskedPan })}
                </li>
              ))}
            </ul>
          </section>
        )}
      </div>
    </article>
  );
}

function AutoRenewal({
  subscription: s,
  calls,
  onChange,
}: {
  subscription: Subscription;
  calls: SubscriptionCalls;
  onChange: (next: SubscriptionStatus) => void;
}) {
  const ids = useIds('sub-renewal');
  const [saving, setSaving] = useState(false);
  const [said, setSaid] = useState<string | null>(null);
  const change = async (on: boolean) => {
    if (saving) return;
    setSaving(true);
    setSaid(texts.autoRenewalSaving);
    try {
      const next = await calls.setAutoRenewal(s.id, { autoRenewal: on });
      onChange(next);
      setSaid(next.current?.autoRenewal ? texts.autoRenewalOn : texts.autoRenewalOff);
    } catch (e) {
      // The client has shown why (dialog); the line says it too, the switch stays as the server has it.
      setSaid(isShopError(e) || e instanceof Error ? inlineErrorText(e) || null : null);
    } finally {
      setSaving(false);
    }
  };
  return (
    <div className="subs-renewal">
      <label className="subs-switch">
        <input
          type="checkbox"
          role="switch"
          checked={s.autoRenewal}
          aria-checked={s.autoRenewal}
          disabled={saving}
          aria-busy={saving}
          aria-describedby={ids('said')}
          onChange={(e) => void change(e.currentTarget.checked)}
        />
        <span className="subs-switch__track" aria-hidden="true" />
        <span>{texts.autoRenewal}</span>
      </label>
      <p id={ids('said')} className="subs-renewal__said" role="status">
        {said ?? (s.autoRenewal ? texts.autoRenewalOn : texts.autoRenewalOff)}
      </p>
    </div>
  );
}

function PlanCard({ plan, held, inTrolley }: { plan: SubscriptionPlan; held: boolean; inTrolley: boolean }) {
  const ids = useIds('sub-plan');
  const [busy, setBusy] = useState(false);
  const [said, setSaid] = useState<{ text: string; added: boolean } | null>(null);
  const { product } = plan;
  const buy = async () => {
    setBusy(true);
    setSaid(null);
    const outcome = await addToTrolley(product.productId, 1);
    setBusy(false);
    if (outcome.status === 'done') setSaid({ text: texts.added, added: true });
    else if (outcome.status === 'exception') setSaid({ text: outcome.exceptions[0]?.message ?? '', added: false });
    else if (outcome.status === 'error') setSaid({ text: inlineErrorText(outcome.error), added: false });
  };
  return (
    <li className="card subs-plan" aria-labelledby={ids('name')}>
      <img className="subs-plan__img" src={plan.img} alt="" width={72} height={72} loading="lazy" />
      <h3 id={ids('name')} className="subs-plan__name">
        {plan.name}
      </h3>
      <p className="subs-plan__desc">{plan.desc}</p>
      <p className="subs-plan__price">
        <span className="mercato-visually-hidden">{texts.price}: </span>
        {product.discountedPrice !== null ? (
          <>
            <strong>{formatPrice(product.discountedPrice)}</strong> <s>{formatPrice(product.price)}</s>
          </>
        ) : (
          <strong>{formatPrice(product.price)}</strong>
        )}
      </p>
      {inTrolley ? (
        <p className="subs-plan__actions">
          <span className="subs-badge subs-badge--trolley">{texts.inTrolley}</span>{' '}
          <a href={checkoutPath('TROLLEY')}>{texts.goToTrolley}</a>
        </p>
      ) : (
        <p className="subs-plan__actions">
          <button
            type="button"
            className="btn"
            disabled={held || busy}
            aria-busy={busy}
            aria-label={busy ? undefined : t(texts.buyLabel, { name: plan.name })}
            onClick={() => void buy()}
          >
            {busy ? texts.buying : texts.buy}
          </button>
        </p>
      )}
      <p className={said?.added ? 'subs-plan__said' : 'subs-plan__said subs-plan__said--warn'} role="status">
        {said?.text}
      </p>
    </li>
  );
}
