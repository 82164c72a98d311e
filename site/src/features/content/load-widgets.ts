// Loads the element bundles a piece of CMS HTML needs (the server names them), each once per page: a
// module script from the shop, as the content page writes them.
export function loadWidgets(srcs: readonly string[]): void {
  for (const src of srcs) {
    if (!/^\/elements\/[a-z0-9-]+\.js$/.test(src)) continue;
    if (document.querySelector(`script[src="${src}"]`)) continue;
    const script = document.createElement('script');
    script.type = 'module';
    script.src = src;
    document.head.append(script);
  }
}
