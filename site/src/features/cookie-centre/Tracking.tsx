// The page's first-party tracking (core analytics/tracker.ts): an island that renders nothing and starts
// the analytics queue, which sends nothing unless the analytics category is accepted and never on the
// pharmacy domain. Its props are the shopper's own (inside the shell's own part "islands").
// The page says whether it tracks on <html data-mercato-analytics>: 'on', 'off' (refused, or the pharmacy
// domain) or 'waiting' (nothing decided yet), for other scripts of the page and for the tests.
import { useEffect } from 'react';
import { ANALYTICS_CATEGORY } from '@mercato/contracts/consent';
import { isPharmacy } from '@mercato/contracts/constants';
import type { TrackingOptions } from '@mercato/core/analytics';
import { onConsentChange, readConsent } from '@mercato/core/consent';

export default function Tracking(props: TrackingOptions) {
  useEffect(() => {
    let queue: { stop(): void } | null = null;
    let stopped = false;
    const show = () => {
      const choice = readConsent([ANALYTICS_CATEGORY]).categories[ANALYTICS_CATEGORY];
      const state = isPharmacy(props.navigation) || choice === false ? 'off' : choice ? 'on' : 'waiting';
      document.documentElement.dataset.mercatoAnalytics = state;
      if (state !== 'off' && !queue)
        void import('@mercato/core/analytics').then((m) => {
          if (!stopped && !queue) queue = m.startTracking(props);
        });
    };
    show();
    const stop = onConsentChange(show);
    return () => {
      stopped = true;
      stop();
      queue?.stop();
    };
  }, []);
  return null;
}
