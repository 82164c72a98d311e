// The lists' notifications of the demo (issue 39), from a stream of their own (streamRandom(seed, 39)) so
// every row made before stays as it was: luca's share request for giulia's 'Colazione' (his invitation is
// pending in the lists above) and giulia's news that mario accepted it. The shared lists themselves are
// made with the other lists (generate.ts: 'Colazione' of giulia, shared with mario and luca).
import { listTexts, t } from '@mercato/contracts/i18n/it';
import { LIST_NEWS_TYPE, SHARE_REQUEST_TYPE } from '@mercato/contracts/lists';
import type { listNotifications } from '../schema/lists.ts';
import type { Random } from './random.ts';

type Insert = typeof listNotifications.$inferInsert;

export function listsDemo(
  out: Insert[],
  rng: Random,
  now: Date,
  who: { giulia: number; luca: number; colazione: number; colazioneMessage: string },
): void {
  const at = (minutesAgo: number) => new Date(now.getTime() - minutesAgo * 60_000);
  out.push({
    customerId: who.luca,
    typeId: SHARE_REQUEST_TYPE,
    title: listTexts.shareRequestTitle,
    message: t(listTexts.shareRequestMessage, {
      from: 'Giulia Bianchi',
      name: 'Colazione',
      message: who.colazioneMessage,
    }),
    listId: who.colazione,
    createdAt: at(rng.int(30, 90)),
  });
  out.push({
    customerId: who.giulia,
    typeId: LIST_NEWS_TYPE,
    title: listTexts.acceptedTitle,
    message: t(listTexts.acceptedMessage, { who: 'Mario Rossi', name: 'Colazione' }),
    listId: who.colazione,
    createdAt: at(rng.int(100, 300)),
    readAt: null,
  });
}
