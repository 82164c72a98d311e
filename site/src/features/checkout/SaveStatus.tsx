// The live line under a part of the checkout that saves as the shopper chooses: saving, saved, or failed
// (what was chosen or typed stays on screen; the shopper can try again).
import { checkoutPages as texts } from '@mercato/contracts/i18n/it';

export type SaveState = 'idle' | 'saving' | 'saved' | 'failed';

export function SaveStatus({ state }: { state: SaveState }) {
  return (
    <p className={`co-save co-save--${state}`} role="status" aria-live="polite">
      {state === 'saving' ? texts.saving : state === 'saved' ? texts.saved : state === 'failed' ? texts.saveFailed : ''}
    </p>
  );
}
