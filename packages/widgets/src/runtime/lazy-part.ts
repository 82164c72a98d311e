// A part of a widget downloaded when the shopper reaches it (a dynamic import): the one code-splitting
// mechanism of the widgets. Unlike React's lazy() and Suspense it lets the widget keep what is on screen
// with its own busy state while the code arrives (the address checker), or render it with <Lazy>
// (lazy.tsx), and show 'Caricamento non riuscito…' with 'Riprova' when the download fails; it behaves
// the same under React, preact/compat and the elements' Preact.
export interface LazyPart<T> {
  /** The module once it has arrived. */
  get(): T | undefined;
  /** Downloads the module once; after a failure the next call tries again. */
  load(): Promise<T>;
}

export function lazyPart<T>(load: () => Promise<T>): LazyPart<T> {
  let value: T | undefined;
  let pending: Promise<T> | undefined;
  return {
    get: () => value,
    load: () =>
      (pending ??= load().then(
        (module) => (value = module),
        (err: unknown) => {
          pending = undefined;
          throw err;
        },
      )),
  };
}
