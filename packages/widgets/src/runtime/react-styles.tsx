// The styles of a widget rendered by a React app (the React entries `<widget>/react.tsx`, built into
// dist/react): there is no element's shadow root to hold them, so they are adopted into the root the
// widget renders in (the document, or a shadow root of the app) by <PartCss>, like a lazy part's styles:
// one constructed stylesheet per text, shared by every instance and adopted once per root, a <style>
// where constructed stylesheets are missing. Only the React entries import this module: the element
// bundles and the site's islands (which import '@mercato/widgets/<widget>/<widget>.css') do not carry it.
import tokens from '@mercato/ui/tokens.css?inline';
import base from '@mercato/ui/base.css?inline';
import { PartCss } from './part-css.tsx';

/**
 * The UI styles every widget uses: the tokens (on `:root`, at zero specificity so that a page's own
 * `:root { --mercato-… }` or any ancestor's wins, and on `:host` for an app that renders into a shadow
 * root), then the shared classes (buttons, visually hidden).
 */
export const sharedCss = `${tokens.replace(/:root\b/g, ':where(:root), :host')}\n${base}`;

/** Renders nothing visible; adopts the shared styles and then each of `css` before the first paint. */
export function WidgetStyles({ css }: { css: string[] }) {
  return (
    <>
      {[sharedCss, ...css].map((text) => (
        <PartCss key={text} css={text} />
      ))}
    </>
  );
}
