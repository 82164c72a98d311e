// `react-dom/client` on plain Preact (see react.ts beside this file): the createRoot that defineWidget and
// Testing Library use. Importing react.ts installs its DOM-prop handling before anything renders.
import { render, type ComponentChild } from 'preact';
import './react.ts';

export function createRoot(container: Element) {
  return {
    render(node: ComponentChild) {
      render(node, container);
    },
    unmount() {
      render(null, container);
    },
  };
}

// Testing Library reads `react-dom`'s default export for its legacy root only.
export default { createRoot };
