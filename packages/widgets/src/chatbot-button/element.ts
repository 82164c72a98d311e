// <mercato-chatbot-button>: the chatbot's launcher (ADR 0039). It imports no widget runtime: the panel
// (panel-element.ts, with Preact, the runtime and the socket) is downloaded on the first click.
import { defineLauncher } from './define-launcher.ts';
import { props } from './meta.ts';

export const ChatbotButtonElement = defineLauncher({
  name: 'chatbot-button',
  props,
  panel: 'chatbot-panel',
  load: () => import('./panel-element.ts'),
});
