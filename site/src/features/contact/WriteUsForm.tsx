// 'Scrivici' (spec shell §2 scrivici, §3 write-us request, §5 write-us rules, §7 the contact calls;
// issue 37): every field of the request, the fields of the chosen type of report (technical: OS, browser,
// connection, error message, date and time; delivery: order number and date; report: OS), the natures
// and lists from the server, the shop's proof-of-work captcha (action write_us) solved in the background.
// The form's rule is the contracts' one (rules/write-us.ts), checked again by the server. An invalid form
// focuses (and so scrolls to) its first message; a 400 with entity errors puts them on their fields, an
// ALERT opens the alert 'Invio dati'; success: the alert 'Segnalazione inviata', then home. What was typed
// stays after a failed call.
import { type ReactNode, useEffect, useMemo, useRef, useState } from 'react';
import { contactCalls, isShopError, type PowChallenge, powToken, solvePow } from '@mercato/client';
import { getClient, openModal } from '@mercato/core';
import type { ContactOption, SegnalationGroup, SegnalationType } from '@mercato/contracts/contact';
import { SEGNALATION_GROUPS } from '@mercato/contracts/contact';
import { writeUs, writeUsForm as texts } from '@mercato/contracts/i18n/it';
import { fieldErrors } from '@mercato/contracts/rules/common';
import { writeUsSchema } from '@mercato/contracts/rules/write-us';
import { Field } from '@mercato/ui/field';
import { useIds } from '@mercato/ui/use-ids';

export interface WriteUsValues {
  name: string;
  surname: string;
  cartaFidaty: string;
  email: string;
  phoneNumber: string;
  address: string;
  town: string;
  cap: string;
  segnalationGroup: string;
  segnalationType: string;
  os: string;
  browser: string;
  connectionType: string;
  errorMessage: string;
  errorDate: string;
  errorTime: string;
  orderNumber: string;
  deliveryDate: string;
  message: string;
  privacyAgreement: boolean;
}

export interface WriteUsFormProps {
  /** A free visitor must accept the privacy notice. */
  freeVisit: boolean;
  /** A logged customer's details, filled in. */
  prefill?: Partial<WriteUsValues>;
}

const EMPTY: WriteUsValues = {
  name: '',
  surname: '',
  cartaFidaty: '',
  email: '',
  phoneNumber: '',
  address: '',
  town: '',
  cap: '',
  segnalationGroup: '',
  segnalationType: '',
  os: '',
  browser: '',
  connectionType: '',
  errorMessage: '',
  errorDate: '',
  errorTime: '',
  orderNumber: '',
  deliveryDate: '',
  message: '',
  privacyAgreement: false,
};

/** The fields in the order they are shown: the first with a message gets the focus. */
const ORDER: (keyof WriteUsValues | 'captcha')[] = [
  'name',
  'surname',
  'cartaFidaty',
  'email',
  'phoneNumber',
  'address',
  'town',
  'cap',
  'segnalationGroup',
  'segnalationType',
  'os',
  'browser',
  'connectionType',
  'errorMessage',
  'errorDate',
  'errorTime',
  'orderNumber',
  'deliveryDate',
  'message',
  'privacyAgreement',
  'captcha',
];

const MAX: Partial<Record<keyof WriteUsValues, number>> = {
  name: 64,
  surname: 64,
  cartaFidaty: 30,
  email: 128,
  phoneNumber: 16,
  address: 256,
  town: 128,
  cap: 5,
  errorMessage: 128,
  orderNumber: 30,
  message: 512,
};

type Captcha = { state: 'solving' } | { state: 'ready'; token: string } | { state: 'failed' };

export default function WriteUsForm({ freeVisit, prefill }: WriteUsFormProps) {
  const calls = useMemo(() => contactCalls(getClient().request), []);
  // Every field's id from the form's own base, made once at hydration: a field the chosen type adds later
  // (the order number, the delivery date) got from Preact's useId an id the first fields already had,
  // so its label named the 'Nome' input.
  const fieldIds = useIds('wu');
  const [values, setValues] = useState<WriteUsValues>({ ...EMPTY, ...prefill });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [tried, setTried] = useState(false);
  const [sending, setSending] = useState(false);
  const [types, setTypes] = useState<SegnalationType[] | null>(null);
  const [lists, setLists] = useState<{ os: ContactOption[]; browser: ContactOption[]; connection: ContactOption[] }>({
    os: [],
    browser: [],
    connection: [],
  });
  const [suggestions, setSuggestions] = useState<ContactOption[]>([]);
  const [captcha, setCaptcha] = useState<Captcha>({ state: 'solving' });
  const formRef = useRef<HTMLFormElement>(null);
  const waiting = useRef<((token: string | null) => void) | null>(null);

  // The lists of the form (spec §7), once.
  useEffect(() => {
    void Promise.all([calls.segnalationTypes(), calls.operatingSystems(), calls.browsers(), calls.connectionTypes()])
      .then(([t, os, browser, connection]) => {
        setTypes(t);
        setLists({ os, browser, connection });
      })
      .catch(() => setTypes([]));
  }, [calls]);

  // A challenge solved in the background; a new one after each use.
  const [round, setRound] = useState(0);
  useEffect(() => {
    const abort = new AbortController();
    setCaptcha({ state: 'solving' });
    void (async () => {
      try {
        const challenge: PowChallenge = await calls.captchaChallenge();
        const n = await solvePow(challenge, abort.signal);
        if (abort.signal.aborted) return;
        const next: Captcha = n === null ? { state: 'failed' } : { state: 'ready', token: powToken(challenge, n) };
        setCaptcha(next);
        waiting.current?.(next.state === 'ready' ? next.token : null);
        waiting.current = null;
      } catch {
        if (!abort.signal.aborted) setCaptcha({ state: 'failed' });
        waiting.current?.(null);
        waiting.current = null;
      }
    })();
    return () => abort.abort();
  }, [calls, round]);

  // The nature's suggested texts.
  useEffect(() => {
    setSuggestions([]);
    if (!values.segnalationType) return;
    let live = true;
    calls
      .segnalationTypeMessages(values.segnalationType)
      .then((m) => live && setSuggestions(m))
      .catch(() => {});
    return () => {
      live = false;
    };
  }, [calls, values.segnalationType]);

  const group = values.segnalationGroup as SegnalationGroup | '';
  const technical = group === 'TECNICAL_PROBLEM';
  const delivery = group === 'DELIVERY_PROBLEM';
  const withOs = technical || group === 'REPORT';

  const request = (v: WriteUsValues, token: string) => ({
    ...v,
    privacyAgreement: freeVisit ? v.privacyAgreement : undefined,
    captcha: token,
  });
  const check = (v: WriteUsValues) => fieldErrors(writeUsSchema({ freeVisit, now: new Date() }), request(v, 'x'));

  const update = (patch: Partial<WriteUsValues>) => {
    const next = { ...values, ...patch };
    if (patch.segnalationGroup !== undefined && patch.segnalationGroup !== values.segnalationGroup)
      next.segnalationType = '';
    setValues(next);
    if (tried) setErrors(check(next));
  };

  /** Focus (and so scroll to) the first field with a message. */
  const focusFirst = (found: Record<string, string>) => {
    const first = ORDER.find((f) => found[f]);
    if (!first) return;
    requestAnimationFrame(() => {
      const el = formRef.current?.querySelector<HTMLElement>(`[name="${first}"]`);
      el?.scrollIntoView({ block: 'center' });
      el?.focus({ preventScroll: true });
    });
  };

  const tokenNow = (): Promise<string | null> =>
    captcha.state === 'ready'
      ? Promise.resolve(captcha.token)
      : captcha.state === 'failed'
        ? Promise.resolve(null)
        : new Promise((resolve) => {
            waiting.current = resolve;
          });

  const submit = async () => {
    if (sending) return;
    setTried(true);
    const found = check(values);
    setErrors(found);
    if (Object.keys(found).length > 0) return focusFirst(found);
    setSending(true);
    try {
      const token = await tokenNow();
      if (token === null) {
        setRound((r) => r + 1);
        await openModal({ kind: 'alert', title: writeUs.sendDataTitle, message: writeUs.recaptchaFailed });
        return;
      }
      await calls.saveMessage({ ...request(values, token), userAgent: navigator.userAgent.slice(0, 512) });
      await openModal({ kind: 'alert', title: writeUs.title, message: writeUs.sent, redirectUrl: '/' });
      window.location.assign('/');
    } catch (err) {
      // The solution may have been spent: a new one for the next try.
      setRound((r) => r + 1);
      if (!isShopError(err)) throw err;
      if (err.fieldErrors.length > 0) {
        const server = Object.fromEntries(err.fieldErrors.map((e) => [e.field, e.message]));
        setErrors(server);
        focusFirst(server);
      } else if (err.status === 400 || err.status === 429 || err.type === 'ALERT') {
        await openModal({ kind: 'alert', title: writeUs.sendDataTitle, message: err.message });
      }
    } finally {
      setSending(false);
    }
  };

  const text = (
    name: keyof WriteUsValues,
    label: string,
    opts: {
      required?: boolean;
      hint?: string;
      type?: string;
      inputMode?: 'numeric' | 'tel' | 'email';
      autoComplete?: string;
    } = {},
  ) => (
    <Field
      id={fieldIds(name)}
      label={
        <>
          {label}
          {opts.required && <span className="wu-required"> ({texts.required})</span>}
        </>
      }
      hint={opts.hint}
      error={errors[name]}
      className="wu-field"
      errorClassName="wu-error"
      hintClassName="wu-hint"
    >
      {(control) => (
        <input
          {...control}
          name={name}
          type={opts.type ?? 'text'}
          inputMode={opts.inputMode}
          autoComplete={opts.autoComplete}
          maxLength={MAX[name]}
          aria-required={opts.required || undefined}
          value={values[name] as string}
          onChange={(e) => {
            const v = e.currentTarget.value;
            update({ [name]: name === 'orderNumber' ? v.replace(/\D+/g, '') : v } as Partial<WriteUsValues>);
          }}
        />
      )}
    </Field>
  );
  const select = (
    name: keyof WriteUsValues,
    label: string,
    options: { id: string; description: string }[],
    required = false,
  ) => (
    <Field
      id={fieldIds(name)}
      label={
        <>
          {label}
          {required && <span className="wu-required"> ({texts.required})</span>}
        </>
      }
      error={errors[name]}
      className="wu-field"
      errorClassName="wu-error"
    >
      {(control) => (
        <select
          {...control}
          name={name}
          aria-required={required || undefined}
          value={values[name] as string}
          onChange={(e) => update({ [name]: e.currentTarget.value } as Partial<WriteUsValues>)}
        >
          <option value="">{texts.choose}</option>
          {options.map((o) => (
            <option key={o.id} value={o.id}>
              {o.description}
            </option>
          ))}
        </select>
      )}
    </Field>
  );
  const section = (title: string, children: ReactNode) => (
    <fieldset className="wu-section">
      <legend>{title}</legend>
      {children}
    </fieldset>
  );

  return (
    <form
      ref={formRef}
      className="wu-form"
      noValidate
      aria-busy={types === null || undefined}
      onSubmit={(e) => {
        e.preventDefault();
        void submit();
      }}
    >
      {section(
        texts.personalData,
        <div className="wu-grid">
          {text('name', texts.name, { required: true, autoComplete: 'given-name' })}
          {text('surname', texts.surname, { required: true, autoComplete: 'family-name' })}
          {text('cartaFidaty', texts.cartaFidaty)}
          {text('email', texts.email, { required: true, type: 'email', autoComplete: 'email' })}
          {text('phoneNumber', texts.phoneNumber, { required: true, type: 'tel', autoComplete: 'tel' })}
          {text('address', texts.address, { autoComplete: 'street-address' })}
          {text('town', texts.town, { autoComplete: 'address-level2' })}
          {text('cap', texts.cap, { inputMode: 'numeric', autoComplete: 'postal-code' })}
        </div>,
      )}
      {section(
        texts.reportData,
        <>
          {types === null && <p role="status">{texts.loading}</p>}
          <div className="wu-grid">
            {select(
              'segnalationGroup',
              texts.segnalationGroup,
              SEGNALATION_GROUPS.map((g) => ({ id: g, description: writeUs.groups[g] })),
              true,
            )}
            {select(
              'segnalationType',
              texts.segnalationType,
              (types ?? []).filter((t) => t.group === group),
              true,
            )}
            {withOs && select('os', texts.os, lists.os)}
            {technical && select('browser', texts.browser, lists.browser, true)}
            {technical && select('connectionType', texts.connectionType, lists.connection, true)}
            {technical && text('errorMessage', texts.errorMessage)}
            {technical && text('errorDate', texts.errorDate, { required: true, hint: texts.dateHint })}
            {technical && text('errorTime', texts.errorTime, { required: true, hint: texts.timeHint })}
            {delivery && text('orderNumber', texts.orderNumber, { required: true, inputMode: 'numeric' })}
            {delivery && text('deliveryDate', texts.deliveryDate, { hint: texts.dateHint })}
          </div>
          {suggestions.length > 0 && (
            <div className="wu-suggestions">
              <p id="wu-suggestions">{texts.suggestions}</p>
              <ul aria-labelledby="wu-suggestions">
                {suggestions.map((s) => (
                  <li key={s.id}>
                    <button type="button" className="btn btn-link" onClick={() => update({ message: s.description })}>
                      {s.description}
                    </button>
                  </li>
                ))}
              </ul>
            </div>
          )}
          <Field
            id={fieldIds('message')}
            label={
              <>
                {texts.message}
                <span className="wu-required"> ({texts.required})</span>
              </>
            }
            error={errors.message}
            className="wu-field"
            errorClassName="wu-error"
            describedBy="wu-message-count"
          >
            {(control) => (
              <>
                <textarea
                  {...control}
                  name="message"
                  rows={5}
                  maxLength={512}
                  aria-required
                  value={values.message}
                  onChange={(e) => update({ message: e.currentTarget.value })}
                />
                <p id="wu-message-count" className="wu-hint">
                  {values.message.length}/512
                </p>
              </>
            )}
          </Field>
          {freeVisit && (
            <Field
              id={fieldIds('privacyAgreement')}
              label={
                <>
                  {texts.privacy} (<a href="/privacy-policy">{texts.privacyLink}</a>)
                </>
              }
              labelAfter
              error={errors.privacyAgreement}
              className="wu-field wu-check"
              errorClassName="wu-error"
            >
              {(control) => (
                <input
                  {...control}
                  name="privacyAgreement"
                  type="checkbox"
                  aria-required
                  checked={values.privacyAgreement}
                  onChange={(e) => update({ privacyAgreement: e.currentTarget.checked })}
                />
              )}
            </Field>
          )}
        </>,
      )}
      <p className="wu-captcha" role="status" aria-live="polite">
        {captcha.state === 'ready' ? texts.captchaDone : captcha.state === 'solving' ? texts.captchaSolving : ''}
      </p>
      <div className="wu-actions">
        <a className="btn btn-secondary" href="/customer-service">
          {writeUs.backToContact}
        </a>
        <button type="submit" className="btn btn-primary" disabled={sending} aria-disabled={sending || undefined}>
          {sending ? texts.sending : writeUs.submit}
        </button>
      </div>
    </form>
  );
}
