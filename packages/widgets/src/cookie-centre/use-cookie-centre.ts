// The cookie centre's state and what the visitor does with it; CookieCentre.tsx is the markup.
// At start: the configuration of the navigation and channel (the sections, the policy version in force,
// the cookie centre on or off), then one of:
//   app      the native app: the policy is accepted at once (no banner)
//   auto     the cookie centre is off: accepted at the first click or navigation (spec shell §4)
//   gpc      the browser sends Global Privacy Control and nothing was decided: a refusal of the optional
//            categories, recorded like a closed banner (the centre can still accept them)
//   banner   nothing decided for this version, or a choice expired: the footer banner asks
//   decided  a choice in force: only the centre, when the visitor opens it
// The centre ('Gestore consensi Cookie') is a lazy part, downloaded when first opened (any element with
// data-cookie-centre on the page opens it, or the banner's 'Gestisci cookie'); a save there applies, then
// the 'Cookie Policy' alert, then the reload.
import { useEffect, useRef, useState } from 'react';
import { API_PREFIX } from '@mercato/contracts/api-prefix';
import type { ConsentSource, CookieCentreConfiguration } from '@mercato/contracts/consent';
import { resolveApiBase } from '@mercato/client/api-base';
import {
  activateGatedScripts,
  bannerNeeded,
  globalPrivacyControl,
  onConsentChange,
  readConsent,
} from '@mercato/core/consent';
import { useLatest } from '@mercato/ui/use-latest';
import { emit } from '../runtime/emit.ts';
import { lazyPart } from '../runtime/lazy-part.ts';
import type { PropsOf } from '../runtime/widget-meta.ts';
import type { props } from './meta.ts';
import { saveDecision } from './save.ts';

const centre = lazyPart(() => import('./Centre.tsx'));

export interface ConsentSaved {
  source: ConsentSource;
  policyVersion: string;
  categories: Record<string, boolean>;
}

/** The element's attributes (documented in meta.ts; all live) and the React-only callbacks. */
export interface CookieCentreProps extends PropsOf<typeof props> {
  /** A decision was stored (the element also emits mercato:consent-saved). */
  onConsentSaved?: (saved: ConsentSaved) => void;
}

const NAVS = ['supermercato', 'drive', 'pharma', 'pharma-drive', 'prenotazioni'];

export function useCookieCentre({
  apiBase: apiBaseProp,
  navigation: navProp,
  channel: channelProp,
  onConsentSaved,
}: CookieCentreProps) {
  const apiBase = resolveApiBase(apiBaseProp);
  const navigation = NAVS.includes(navProp ?? '') ? navProp! : 'supermercato';
  const channel = channelProp === 'app' ? 'app' : 'web';
  const rootRef = useRef<HTMLDivElement>(null);
  const latest = useLatest();
  const [config, setConfig] = useState<CookieCentreConfiguration | null>(null);
  const [banner, setBanner] = useState(false);
  const [open, setOpen] = useState(false);
  const [, arrived] = useState(0);
  const [partFailed, setPartFailed] = useState(false);

  // The configuration of this navigation and channel, then what the visit needs.
  useEffect(() => {
    const current = latest();
    activateGatedScripts();
    fetch(`${apiBase}${API_PREFIX}/analytics/cookie-center/config/${navigation}/${channel}`, {
      headers: { accept: 'application/json' },
    })
      .then((res) => (res.ok ? res.json() : Promise.reject(new Error(String(res.status)))))
      .then(({ data }: { data: CookieCentreConfiguration }) => {
        if (!current()) return;
        setConfig(data);
        const sections = data.cookieCenterConfigList;
        const needed = bannerNeeded(readConsent(sections.map((s) => s.cookieKey)), data.policyVersion, sections);
        if (!needed) return;
        const all = Object.fromEntries(sections.map((s) => [s.cookieKey, true]));
        if (data.channel === 'app') decide(data, all, 'app');
        else if (!data.enabled) {
          // Cookie centre off: the first click (or the navigation it starts) accepts the policy.
          const accept = () => decide(data, all, 'auto');
          document.addEventListener('click', accept, { once: true, capture: true });
        } else if (globalPrivacyControl()) decide(data, {}, 'gpc');
        else setBanner(true);
      })
      .catch(() => {
        // No configuration (the shop did not answer): nothing is asked and nothing is tracked on this page.
      });
  }, [apiBase, navigation, channel]);

  // 'Gestisci cookie' anywhere on the page (data-cookie-centre) opens the centre.
  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      const target = event.target as Element | null;
      if (!target?.closest?.('[data-cookie-centre]')) return;
      event.preventDefault();
      openCentre();
    };
    document.addEventListener('click', onClick);
    // Another copy of the consent API changed the cookies (another element, an island): follow it.
    const stop = onConsentChange(() => {
      if (config && !bannerNeeded(readConsent(), config.policyVersion, config.cookieCenterConfigList)) setBanner(false);
    });
    return () => {
      document.removeEventListener('click', onClick);
      stop();
    };
  }, [config]);

  function decide(conf: CookieCentreConfiguration, choices: Record<string, boolean>, source: ConsentSource) {
    const { categories, record } = saveDecision(apiBase, conf, choices, source);
    setBanner(false);
    const saved: ConsentSaved = { source, policyVersion: conf.policyVersion, categories };
    onConsentSaved?.(saved);
    emit(rootRef.current, 'consent-saved', saved);
    // The consent record's call: the centre waits for it before reloading the page.
    return record;
  }

  function openCentre() {
    const current = latest();
    setPartFailed(false);
    setOpen(true);
    emit(rootRef.current, 'cookie-centre-toggle', { open: true });
    centre.load().then(
      () => current() && arrived((n) => n + 1),
      () => current() && setPartFailed(true),
    );
  }

  function closeCentre() {
    setOpen(false);
    emit(rootRef.current, 'cookie-centre-toggle', { open: false });
  }

  return {
    apiBase,
    rootRef,
    config,
    banner,
    open,
    Centre: centre.get()?.Centre,
    partFailed,
    openCentre,
    closeCentre,
    acceptAll: () =>
      config &&
      decide(config, Object.fromEntries(config.cookieCenterConfigList.map((s) => [s.cookieKey, true])), 'accept-all'),
    onlyNecessary: () => config && decide(config, {}, 'close'),
    save: (choices: Record<string, boolean>, source: ConsentSource = 'save') =>
      config && decide(config, choices, source),
  };
}
