// Who checks out: a logged customer, in the navigation of their shopping address. Visitors and power
// guests get 401 'Effettua l'accesso per utilizzare il servizio', as the slots answer them.
import { slots as slotTexts } from '@mercato/contracts/i18n/it';
import type { Db } from '../../db/client.ts';
import { unauthorized } from '../../errors.ts';
import type { Session } from '../sessions/index.ts';
import { findTrolleyOwner, type TrolleyOwner } from '../owner.ts';

/** The logged customer's trolley owner in the current navigation; anyone else: 401. */
export async function customerOwnerOf(db: Db, session: Session | null): Promise<TrolleyOwner> {
  if (session?.kind !== 'logged' || session.customerId === null) throw unauthorized(slotTexts.freeVisit);
  const owner = await findTrolleyOwner(db, session);
  if (!owner || owner.customerId === null) throw unauthorized(slotTexts.freeVisit);
  return owner;
}
