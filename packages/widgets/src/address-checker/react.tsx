// The address checker for React apps (`@mercato/widgets/react/address-checker`, built into
// dist/react/address-checker.js): the component with its styles, which it adopts into the page itself
// (react-styles.tsx), so an app imports no CSS. The parts loaded later bring their own (<PartCss>).
import type { ReactElement } from 'react';
import { WidgetStyles } from '../runtime/react-styles.tsx';
import { AddressChecker as Checker, type AddressCheckerProps } from './AddressChecker.tsx';
import css from './address-checker.css?inline';

export type {
  AddressCheckerProps,
  Requester,
  RequesterOptions,
  ServiceSelection,
  VerifiedAddress,
} from './AddressChecker.tsx';

const styles = [css];

/**
 * Verifies a delivery address (postcode, then a street), lists the services available there and enters
 * the shop with the one chosen. `apiBase`: the shop's origin when the app is on another one.
 */
export function AddressChecker(props: AddressCheckerProps): ReactElement {
  return (
    <>
      <WidgetStyles css={styles} />
      <Checker {...props} />
    </>
  );
}
