// The styles a lazily loaded part brings with it. They are adopted as a constructed stylesheet into the
// root the part renders in (the element's shadow root, or the document in a React app), one sheet per
// text shared by every instance: a Content-Security-Policy without 'unsafe-inline' (the shop's own
// pages, careful partner pages) refuses <style> elements but not constructed stylesheets. Where
// constructed stylesheets are missing, a <style> is rendered instead.
import { useLayoutEffect, useRef, useState } from 'react';

const sheets = new Map<string, CSSStyleSheet>();
const constructable = () => typeof CSSStyleSheet !== 'undefined' && 'replaceSync' in CSSStyleSheet.prototype;

function adopt(root: Node, css: string): boolean {
  if (!constructable() || !('adoptedStyleSheets' in root)) return false;
  const target = root as ShadowRoot | Document;
  let sheet = sheets.get(css);
  if (!sheet) {
    sheet = new CSSStyleSheet();
    sheet.replaceSync(css);
    sheets.set(css, sheet);
  }
  if (!target.adoptedStyleSheets.includes(sheet)) target.adoptedStyleSheets = [...target.adoptedStyleSheets, sheet];
  return true;
}

/** Renders nothing visible; adopts `css` into the surrounding root before the first paint. */
export function PartCss({ css }: { css: string }) {
  const marker = useRef<HTMLSpanElement>(null);
  const [fallback, setFallback] = useState(false);
  useLayoutEffect(() => {
    const node = marker.current;
    if (node && !adopt(node.getRootNode(), css)) setFallback(true);
  }, [css]);
  return fallback ? <style>{css}</style> : <span ref={marker} hidden />;
}
