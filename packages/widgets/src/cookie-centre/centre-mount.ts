// The centre 'Gestore consensi Cookie' as <mercato-cookie-centre>'s launcher downloads it when first
// opened (ADR 0048): Centre.tsx rendered through the elements' Preact into a point of the launcher's
// shadow root (so its parts, centre and modal-dialog, are the element's own), inside the widgets' error
// boundary. Centre.tsx adopts its own styles (<PartCss>); the launcher adopts `centreCss`, the UI's
// tokens and utilities the dialog uses.
import { createElement } from 'react';
import { createRoot } from 'react-dom/client';
import { ErrorBoundary } from '../runtime/part.tsx';
import { widgetCss } from '../runtime/widget-css.ts';
import { Centre, type CentreProps } from './Centre.tsx';

export const centreCss = widgetCss();

export interface MountedCentre {
  render(props: CentreProps): void;
  unmount(): void;
}

/** Renders the centre into `point`; `render` again with new props, `unmount` to close it. */
export function mountCentre(point: HTMLElement): MountedCentre {
  const root = createRoot(point);
  return {
    render: (props) => root.render(createElement(ErrorBoundary, null, createElement(Centre, props))),
    unmount: () => root.unmount(),
  };
}
