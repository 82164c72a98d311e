// Mobile-number verification on /checkout/summary (spec orders §2, §4 "Mobile confirmation", §5, §9; shell
// §7 mobile number calls), shown while the checkout requires it. The number form (required; optional plus
// then 9 to 25 digits or dots) sends the code (POST sendVerifyCode); then the 4-digit code field appears
// with 'Ok', disabled until the code is 4 digits, and 'Reinvia il codice', enabled when the server's
// resendAt has passed (30 s) with a visible countdown; a tooltip says so and asks foreign numbers for the
// prefix with + or 00. 'Ok' verifies the code (POST verifyCode), makes the number the delivery address's
// (POST confirm) and tells the host (the checkout reloads itself, the account's address page shows the
// number verified). The same component on both (issue 40: reused, not copied).
import { useEffect, useState, type SubmitEvent } from 'react';
import { checkoutPages as texts, mobile, t } from '@mercato/contracts/i18n/it';
import { fieldErrors } from '@mercato/contracts/rules/common';
import { mobileNumberSchema, verifyCodeSchema } from '@mercato/contracts/rules/mobile';
import { isShopError, type CheckoutCalls } from '@mercato/client';
import { Loader, Tooltip, useIds } from '@mercato/ui';
import { Field } from '@mercato/ui/field';

export interface MobileVerificationProps {
  /** The number the field starts from (the delivery address's). */
  initialNumber: string | null;
  /** The delivery address the verified number becomes (null: verified only). */
  addressId: number | null;
  calls: Pick<CheckoutCalls, 'sendVerifyCode' | 'verifyCode' | 'confirmMobileNumber'>;
  /** Told the verified number once it is the address's. */
  onConfirmed: (mobileNumber: string) => void | Promise<void>;
  /** What the section says above the field (the checkout's by default). */
  intro?: string;
  /** For tests: the clock. */
  now?: () => number;
}

/** Whole seconds until `resendAt` (0 once passed). */
export const secondsUntil = (resendAt: string, now: number) =>
  Math.max(0, Math.ceil((Date.parse(resendAt) - now) / 1000));

export default function MobileVerification({
  initialNumber,
  addressId,
  calls,
  onConfirmed,
  intro = texts.mobileIntro,
  now = Date.now,
}: MobileVerificationProps) {
  const ids = useIds('co-mobile');
  const [number, setNumber] = useState(initialNumber ?? '');
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [resendAt, setResendAt] = useState<string | null>(null);
  const [code, setCode] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);
  const [wait, setWait] = useState(0);

  useEffect(() => {
    if (!resendAt) return;
    const tick = () => setWait(secondsUntil(resendAt, now()));
    tick();
    const timer = setInterval(tick, 1000);
    return () => clearInterval(timer);
  }, [resendAt, now]);

  const shown = (err: unknown) => {
    if (isShopError(err) && err.fieldErrors.length > 0) {
      setErrors(Object.fromEntries(err.fieldErrors.map((f) => [f.field, f.message])));
    } else setFailed(true);
  };

  const send = async (event?: SubmitEvent) => {
    event?.preventDefault();
    if (busy) return;
    setFailed(false);
    const found = fieldErrors(mobileNumberSchema, { mobileNumber: number });
    setErrors(found);
    if (found.mobileNumber) {
      document.getElementById(ids('number'))?.focus();
      return;
    }
    setBusy(true);
    try {
      const sent = await calls.sendVerifyCode({ mobileNumber: number.trim() });
      setSentTo(number.trim());
      setResendAt(sent.resendAt);
      setWait(secondsUntil(sent.resendAt, now()));
      setCode('');
      queueMicrotask(() => document.getElementById(ids('code'))?.focus());
    } catch (err) {
      shown(err);
    } finally {
      setBusy(false);
    }
  };

  const codeValid = Object.keys(fieldErrors(verifyCodeSchema, { verifyCode: code })).length === 0;

  const verify = async (event: SubmitEvent) => {
    event.preventDefault();
    if (busy || !codeValid || !sentTo) return;
    setFailed(false);
    setBusy(true);
    try {
      await calls.verifyCode({ mobileNumber: sentTo, verifyCode: code.trim() });
      if (addressId !== null) await calls.confirmMobileNumber({ deliveryAddressId: addressId, mobileNumber: sentTo });
      await onConfirmed(sentTo);
    } catch (err) {
      shown(err);
    } finally {
      setBusy(false);
    }
  };

  return (
    <section className="card co-section co-mobile" aria-labelledby={ids('title')}>
      <h2 id={ids('title')}>{texts.mobileHeading}</h2>
      <p>{intro}</p>
      <form noValidate onSubmit={send} className="co-inline-form">
        <Field
          label={texts.mobileLabel}
          id={ids('number')}
          error={errors.mobileNumber}
          className="co-field"
          errorClassName="co-field__error"
        >
          {(control) => (
            <input
              {...control}
              type="tel"
              autoComplete="tel"
              value={number}
              onChange={(e) => {
                setNumber(e.currentTarget.value);
                setErrors({});
              }}
            />
          )}
        </Field>
        {sentTo === null && (
          <button type="submit" className="btn btn--ghost" disabled={busy}>
            {texts.sendCode}
          </button>
        )}
        <Tooltip content={mobile.tooltip}>
          <button type="button" className="co-help" aria-label={texts.mobileHelp}>
            ?
          </button>
        </Tooltip>
      </form>
      {sentTo !== null && (
        <form noValidate onSubmit={verify} className="co-inline-form">
          <p className="co-note" role="status">
            {texts.codeSent}
          </p>
          <Field
            label={texts.codeLabel}
            id={ids('code')}
            error={errors.verifyCode}
            className="co-field"
            errorClassName="co-field__error"
          >
            {(control) => (
              <input
                {...control}
                inputMode="numeric"
                autoComplete="one-time-code"
                maxLength={4}
                value={code}
                onChange={(e) => {
                  setCode(e.currentTarget.value);
                  setErrors({});
                }}
              />
            )}
          </Field>
          <button type="submit" className="btn" disabled={!codeValid || busy}>
            {mobile.ok}
          </button>
          <button type="button" className="btn btn--ghost" disabled={wait > 0 || busy} onClick={() => send()}>
            {mobile.resend}
          </button>
          {wait > 0 && (
            <p className="co-note" aria-live="off">
              {t(texts.resendIn, { seconds: wait })}
            </p>
          )}
        </form>
      )}
      {busy && <Loader label={texts.loading} />}
      {failed && (
        <p className="co-save co-save--failed" role="alert">
          {texts.saveFailed}
        </p>
      )}
    </section>
  );
}
