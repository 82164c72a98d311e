// The mobile number of a home delivery address, verified from the profile ('delivery/manage/{addressId}';
// spec orders §2 "Mobile-number verification", issue 40): the checkout's verification form itself
// (MobileVerification: send the code, enter it, the number becomes the address's), or the verified
// number with 'Cambia numero' to verify another.
import { checkoutCalls } from '@mercato/client';
import { accountAddresses as t, checkoutPages } from '@mercato/contracts/i18n/it';
import { getClient } from '@mercato/core/api';
import { useMemo, useState } from 'react';
import MobileVerification from '../checkout/MobileVerification.tsx';

interface Props {
  addressId: number;
  mobileNumber: string | null;
  confirmed: boolean;
}

export default function AddressMobile({ addressId, mobileNumber, confirmed }: Props) {
  const calls = useMemo(() => checkoutCalls(getClient().request), []);
  const [verified, setVerified] = useState<string | null>(confirmed ? mobileNumber : null);
  const [changing, setChanging] = useState(false);

  if (verified && !changing)
    return (
      <section className="card co-section co-mobile" aria-labelledby="address-mobile-title">
        <h2 id="address-mobile-title">{checkoutPages.mobileLabel}</h2>
        <p role="status">
          {checkoutPages.mobileVerified}: {verified}
        </p>
        <button type="button" className="btn btn--ghost" onClick={() => setChanging(true)}>
          {t.mobileChange}
        </button>
      </section>
    );
  return (
    <MobileVerification
      initialNumber={verified ?? mobileNumber}
      addressId={addressId}
      calls={calls}
      intro={t.mobileIntro}
      onConfirmed={(n) => {
        setVerified(n);
        setChanging(false);
      }}
    />
  );
}
