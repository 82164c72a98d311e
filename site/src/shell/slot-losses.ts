// The slot losses of the page configuration (spec shell §3 firstSlotLoss, slotReservationLoss; §4: shown
// after the pending messages, "first slot loss, then slot reservation loss"). The server answers each
// loss once, so the page that gets it shows it.
import type { PageConfiguration } from '@mercato/contracts';

/** The loss messages to show, in the spec's order; none when nothing was lost. */
export function slotLossMessages(config: Pick<PageConfiguration, 'firstSlotLoss' | 'slotReservationLoss'>): string[] {
  return [config.firstSlotLoss, config.slotReservationLoss].flatMap((loss) => (loss?.message ? [loss.message] : []));
}
