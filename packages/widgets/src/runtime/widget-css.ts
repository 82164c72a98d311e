// The CSS put in a widget's shadow root: the UI styles it uses (tokens scoped to the host instead of
// :root, so a page can still override --mercato-* on the element) followed by the widget's own.
// Only the parts a widget needs are inlined: every kilobyte is downloaded by partner pages (the element
// build also drops the tokens that no element reads: scripts/build.mjs, unreadTokens).
import tokens from '@mercato/ui/tokens.css?inline';
import base from '@mercato/ui/base.css?inline';

export const widgetCss = (...parts: string[]) =>
  [tokens.replace(/:root\b/g, ':host'), ':host { display: block; }', base, ...parts].join('\n');
