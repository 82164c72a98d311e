// Opens the big image dialog (ImageZoomDialog.tsx) over the product page: downloaded by zoom-boot.ts on the
// first press of the product's picture, so that the page carries only that listener until then.
import { createRoot } from 'react-dom/client';
import ImageZoomDialog from './ImageZoomDialog.tsx';

export interface ZoomRequest {
  src: string;
  alt: string;
  product: string;
}

/** Shows the dialog in a box of its own at the end of <body>; closing it removes both. */
export function openZoom(request: ZoomRequest): void {
  const box = document.createElement('div');
  document.body.append(box);
  const root = createRoot(box);
  const close = () => {
    root.unmount();
    box.remove();
  };
  root.render(<ImageZoomDialog {...request} onClose={close} />);
}
