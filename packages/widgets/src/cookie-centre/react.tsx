// The cookie centre for React apps (`@mercato/widgets/react/cookie-centre`, built into
// dist/react/cookie-centre.js): the component with its styles, which it adopts into the page itself
// (react-styles.tsx), so an app imports no CSS. The centre, loaded when opened, brings its own (<PartCss>).
import type { ReactElement } from 'react';
import { WidgetStyles } from '../runtime/react-styles.tsx';
import { CookieCentre as Centre, type CookieCentreProps } from './CookieCentre.tsx';
import css from './cookie-centre.css?inline';

export type { ConsentSaved, CookieCentreProps } from './CookieCentre.tsx';

const styles = [css];

/**
 * The cookie policy footer banner and the centre 'Gestore consensi Cookie' (opened by the banner or by any
 * element with data-cookie-centre). `apiBase`: the shop's origin when the app is on another one.
 */
export function CookieCentre(props: CookieCentreProps): ReactElement {
  return (
    <>
      <WidgetStyles css={styles} />
      <Centre {...props} />
    </>
  );
}
