// The public interface of <mercato-chatbot-button> (see widget-meta.ts): a tiny launcher (no widget
// runtime at load, ADR 0039) whose chat panel is downloaded when the shopper opens it.
import type { PropTypes, WidgetMeta } from '../runtime/widget-meta.ts';

export const props = {
  apiBase: 'string',
  socketUrl: 'string',
  disabled: 'boolean',
} as const satisfies PropTypes;

export const meta = {
  description:
    "Opens a chat with the shop's assistant: it answers from the FAQ (with links), hands a logged customer over to a " +
    "person on 'operatore', keeps the conversation across page loads of the session, reconnects after a network " +
    'loss without losing the typed text, and closes when the page moves to another route. The launcher weighs under ' +
    '3 kB; the chat panel is downloaded on the first click.',
  props,
  attributes: {
    apiBase: {
      description:
        "Origin of the shop's API when the element is on another site, e.g. https://www.mercato.it. Absent: same origin.",
    },
    socketUrl: {
      description:
        "The assistant's WebSocket (ws://, wss:// or a path on the API's origin). Absent: the shop's configured one (GET contact/livechat).",
    },
    disabled: {
      default: false,
      description: 'The page does not allow the chat now (spec: it opens only when active and the state allows).',
    },
  },
  events: {
    'mercato:chatbot-open': { detail: 'null', description: 'The chat panel opened.' },
    'mercato:chatbot-close': { detail: 'null', description: 'The chat panel closed.' },
  },
  parts: [
    { name: 'button', description: 'The launcher button.' },
    { name: 'panel', description: 'The chat panel.' },
  ],
  cssProperties: [
    { name: '--mercato-color-primary', description: 'Colour of the launcher and of the panel header.' },
    { name: '--mercato-font-family', description: 'Font of the widget.' },
  ],
} satisfies WidgetMeta<typeof props>;
