// The texts every widget may show at load when one of its parts cannot be downloaded or fails to render
// (lazyPart, the widgets' error boundary): an area module of its own, so that each element carries only these.
export const lazyParts = {
  // chosen: a part of a widget could not be downloaded
  loadError: 'Caricamento non riuscito. Controlla la connessione e riprova.',
  retry: 'Riprova',
} as const;
