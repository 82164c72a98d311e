// The coupon-code entry (spec orders §5 coupon code: required, pattern check, maximum length from
// configuration, add disabled while invalid), downloaded with the cards when the element has code-entry
// (a lazy part: most pages that show cards have no entry). A refusal keeps what the shopper typed and
// says why (shell §8 coupon error codes).
import { useState } from 'react';
import type { CouponWallet } from '@mercato/contracts/coupons';
import { couponCode, couponDetailTexts } from '@mercato/contracts/i18n/it-coupon-parts';
import { couponTexts } from '@mercato/contracts/i18n/it-coupons';
import { COUPON_CODE_PATTERN } from '@mercato/contracts/coupon-codes';
import { t } from '@mercato/contracts/i18n/t';
import { useIds } from '@mercato/ui/use-ids';
import { PartCss } from '../runtime/part-css.tsx';
import css from './code-entry.css?inline';
import { refusalOf } from './refusal.ts';

/** The entry's rule: required, letters and digits, at most `max` characters. */
export function codeProblem(code: string, max: number): string | null {
  const v = code.trim();
  if (!v) return couponCode.required;
  if (v.length > max) return t(couponCode.tooLong, { max });
  if (!COUPON_CODE_PATTERN.test(v)) return couponCode.invalid;
  return null;
}

export interface CodeEntryProps {
  maxLength: number;
  /** Another change is running: the entry waits. */
  locked: boolean;
  /** Sends the code; answers the wallet (throws the refusal). */
  send: (code: string) => Promise<CouponWallet>;
}

export function CodeEntry({ maxLength, locked, send }: CodeEntryProps) {
  const ids = useIds('cc-code');
  const [code, setCode] = useState('');
  const [touched, setTouched] = useState(false);
  const [busy, setBusy] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const problem = codeProblem(code, maxLength);
  const shown = refusal ?? (touched || code ? problem : null);

  const submit = async () => {
    setTouched(true);
    if (problem || busy || locked) return;
    setBusy(true);
    setRefusal(null);
    try {
      await send(code.trim());
      setCode('');
      setTouched(false);
    } catch (err) {
      setRefusal(refusalOf(err));
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <PartCss css={css} />
      <form
        className="cc-code"
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          void submit();
        }}
      >
        <label htmlFor={ids('input')}>{couponDetailTexts.codeLabel}</label>
        <div className="cc-code__row">
          <input
            id={ids('input')}
            name="code"
            autoComplete="off"
            spellCheck={false}
            maxLength={maxLength}
            value={code}
            aria-invalid={!!shown}
            aria-describedby={`${ids('hint')} ${ids('error')}`}
            onInput={(e) => {
              setCode((e.target as HTMLInputElement).value);
              setRefusal(null);
            }}
            onBlur={() => code && setTouched(true)}
          />
          <button
            type="submit"
            className="mercato-button mercato-button--primary"
            disabled={!!problem || busy || locked}
            aria-busy={busy}
          >
            {busy ? couponTexts.adding : couponDetailTexts.codeAdd}
          </button>
        </div>
        <p id={ids('hint')} className="cc-hint">
          {couponDetailTexts.codeHint}
        </p>
        <p id={ids('error')} className="cc-refusal" role="alert">
          {shown ?? ''}
        </p>
      </form>
    </>
  );
}
