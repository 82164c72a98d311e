// The element's props and their attribute types (kebab-case attributes: api-base, notify-me, …).
// meta.ts documents each one; widgets.test.ts checks that the two agree.
import type { PropType } from '../define-widget.ts';

export const props = {
  apiBase: 'string',
  notifyMe: 'boolean',
  logged: 'boolean',
  currentService: 'string',
  continueUrl: 'string',
  navigate: 'boolean',
} as const satisfies Record<string, PropType>;
