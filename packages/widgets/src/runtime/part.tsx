// What a widget shows instead of a part that could not be downloaded or failed to render, the same on
// React, preact/compat and the elements' Preact (ARCHITECTURE "Widgets": never a blank or spinning
// widget): 'Caricamento non riuscito. Controlla la connessione e riprova.' with 'Riprova'.
// - <PartError onRetry> the message and its button;
// - <ErrorBoundary> catches what its children throw while rendering and shows PartError; 'Riprova'
//   renders them again (defineWidget puts every element inside one, Lazy every lazy part).
// <Lazy> (lazy.tsx) renders a lazyPart() with them.
import { Component, type ReactNode } from 'react';
import { lazyParts as texts } from '@mercato/contracts/i18n/it-parts';

export function PartError({ onRetry, id }: { onRetry: () => void; id?: string }) {
  return (
    <p id={id} className="mercato-part-error" role="alert">
      {texts.loadError}{' '}
      <button type="button" className="mercato-button" onClick={onRetry}>
        {texts.retry}
      </button>
    </p>
  );
}

export class ErrorBoundary extends Component<{ children?: ReactNode }, { failed: boolean }> {
  state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  render() {
    return this.state.failed ? <PartError onRetry={() => this.setState({ failed: false })} /> : this.props.children;
  }
}
