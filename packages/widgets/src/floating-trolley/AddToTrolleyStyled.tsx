// <mercato-add-to-trolley>'s content, loaded when the first one is on the page (listings and product
// pages have them, most other pages only the trolley button): the button and its styles, which go into
// the element's shadow root with it.
import { AddToTrolley, type AddToTrolleyProps } from './AddToTrolley.tsx';
import ownCss from './add-to-trolley.css?inline';
import spinnerCss from './spinner.css?inline';

const css = `${spinnerCss}\n${ownCss}`;
import { PartCss } from '../runtime/part-css.tsx';

export function AddToTrolleyStyled(props: AddToTrolleyProps) {
  return (
    <>
      <PartCss css={css} />
      <AddToTrolley {...props} />
    </>
  );
}
