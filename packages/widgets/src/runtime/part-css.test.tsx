import { act, render } from '@test-support/render.ts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PartCss } from './part-css.tsx';

function shadowContainer() {
  const host = document.createElement('div');
  document.body.append(host);
  const shadow = host.attachShadow({ mode: 'open' });
  const container = document.createElement('div');
  shadow.append(container);
  return { shadow, container };
}

afterEach(() => {
  vi.unstubAllGlobals();
  document.body.innerHTML = '';
});

describe('PartCss', () => {
  it('adopts the styles into the shadow root as one shared sheet, with no <style> element', async () => {
    const a = shadowContainer();
    const b = shadowContainer();
    await act(async () => {
      render(<PartCss css=".x { color: red; }" />, { container: a.container });
      render(<PartCss css=".x { color: red; }" />, { container: b.container });
    });
    expect(a.shadow.querySelector('style')).toBeNull();
    expect(a.shadow.adoptedStyleSheets).toHaveLength(1);
    expect(a.shadow.adoptedStyleSheets[0]).toBe(b.shadow.adoptedStyleSheets[0]);
  });

  it('renders a <style> where constructed stylesheets are missing', async () => {
    vi.stubGlobal('CSSStyleSheet', undefined);
    const { container } = shadowContainer();
    await act(async () => {
      render(<PartCss css=".y { color: blue; }" />, { container });
    });
    expect(container.querySelector('style')?.textContent).toBe('.y { color: blue; }');
  });
});
