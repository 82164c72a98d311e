// The trolley widgets for React apps (`@mercato/widgets/react/floating-trolley`, built into
// dist/react/floating-trolley.js): the components with their styles, which they adopt into the page
// themselves (react-styles.tsx), so an app imports no CSS. The parts loaded later bring their own
// (<PartCss>). Every trolley component of the page shows the same trolley; `apiBase` (the shop's origin
// when the app is on another one) is read by the first of them that renders (connectClient of @mercato/core/api).
import type { ReactElement } from 'react';
import { WidgetStyles } from '../runtime/react-styles.tsx';
import { AddToTrolley as AddButton, type AddToTrolleyProps } from './AddToTrolley.tsx';
import { FloatingTrolley as Trolley, type FloatingTrolleyProps } from './FloatingTrolley.tsx';
import { TrolleyButton as Button, type TrolleyButtonProps } from './TrolleyButton.tsx';
import addCss from './add-to-trolley.css?inline';
import trolleyCss from './floating-trolley.css?inline';
import spinnerCss from './spinner.css?inline';

export type { AddToTrolleyProps, TrolleyAddDetail } from './AddToTrolley.tsx';
export type { FloatingTrolleyProps } from './FloatingTrolley.tsx';
export type { TrolleyButtonProps } from './TrolleyButton.tsx';

const trolleyStyles = [spinnerCss, trolleyCss];
const addStyles = [spinnerCss, addCss];

/** The trolley of the top menu: 'CARRELLO' with the quantity badge, and the floating trolley its chevron opens. */
export function FloatingTrolley(props: FloatingTrolleyProps): ReactElement {
  return (
    <>
      <WidgetStyles css={trolleyStyles} />
      <Trolley {...props} />
    </>
  );
}

/** The trolley button alone (the floating trolley's bar): the page decides what its chevron opens. */
export function TrolleyButton(props: TrolleyButtonProps): ReactElement {
  return (
    <>
      <WidgetStyles css={trolleyStyles} />
      <Button {...props} />
    </>
  );
}

/** The add-to-trolley button: a quantity input (1 to 9999) and the button; `onAdd` says what each add came to. */
export function AddToTrolley(props: AddToTrolleyProps): ReactElement {
  return (
    <>
      <WidgetStyles css={addStyles} />
      <AddButton {...props} />
    </>
  );
}
