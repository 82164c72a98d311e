// The cookie centre (spec shell §2 "Content and help", §4 cookie consent, §8 'Cookie Policy'; the Garante's
// 2021 cookie guidelines): the footer banner at load, the centre 'Gestore consensi Cookie' downloaded when
// opened (Centre.tsx). Used on every page of the shop (site/src/shell/Shell.astro) and on partner pages as
// <mercato-cookie-centre>. This file is the markup; the state is in use-cookie-centre.ts.
// The banner below is the same markup as banner-markup.ts's, which the element's banner.ts parses and the
// shop's server writes into its pages (ADR 0057): the three banners must stay the same (classes, texts,
// heading, order of the controls; cookie-centre.css styles them all). Change them together.
// The banner: refusing is as easy as accepting (the close control sits beside 'Accetta tutti' and keeps
// only the necessary cookies); scrolling or closing is no consent; a refusal is not asked again until its
// cookie expires (the configured months) or the policy version changes.
import { useIds } from '@mercato/ui/use-ids';
import { PartError } from '../runtime/part.tsx';
import { spec, texts } from './texts.ts';
import { type CookieCentreProps, useCookieCentre } from './use-cookie-centre.ts';

export type { ConsentSaved, CookieCentreProps } from './use-cookie-centre.ts';

export function CookieCentre(props: CookieCentreProps) {
  const { bannerHidden = false, noReload = false, policyUrl } = props;
  const s = useCookieCentre(props);
  const ids = useIds('cc');
  const policyHref = `${s.apiBase}${policyUrl || '/cookie-policy'}`;
  const Centre = s.Centre;
  return (
    <div ref={s.rootRef} className="cc">
      {s.banner && !bannerHidden && !s.open && (
        <section className="cc-banner" part="banner" aria-labelledby={ids('title')}>
          <h2 id={ids('title')} className="mercato-visually-hidden">
            {texts.bannerLabel}
          </h2>
          <p className="cc-text">
            {spec.bannerText}{' '}
            <a href={policyHref} className="cc-link">
              {spec.readPolicy}
            </a>
          </p>
          <div className="cc-actions">
            <button type="button" className="mercato-button" onClick={s.openCentre}>
              {spec.manage}
            </button>
            <button type="button" className="mercato-button mercato-button--primary" onClick={s.acceptAll}>
              {spec.acceptAll}
            </button>
          </div>
          <button
            type="button"
            className="cc-close"
            aria-label={texts.close}
            title={texts.close}
            onClick={s.onlyNecessary}
          >
            <span aria-hidden="true">×</span>
          </button>
        </section>
      )}
      {s.open &&
        (Centre ? (
          <Centre
            config={s.config}
            policyHref={policyHref}
            noReload={noReload}
            onClose={s.closeCentre}
            onSave={s.save}
          />
        ) : s.partFailed ? (
          <div className="cc-banner" part="banner">
            <PartError onRetry={s.openCentre} />
          </div>
        ) : null)}
    </div>
  );
}
