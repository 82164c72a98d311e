// <mercato-chatbot-panel>: the chat panel the launcher downloads on its first click (not an element a
// page uses by itself: <mercato-chatbot-button> puts it in its own shadow root).
import { defineWidget } from '../runtime/define-widget.ts';
import { widgetCss } from '../runtime/widget-css.ts';
import { ChatPanelElement } from './ChatPanel.tsx';
import css from './chatbot.css?inline';

const panelProps = { apiBase: 'string', socketUrl: 'string', disabled: 'boolean' } as const;

export const ChatbotPanelElement = defineWidget({
  name: 'chatbot-panel',
  component: ChatPanelElement,
  props: panelProps,
  css: widgetCss(css),
});
