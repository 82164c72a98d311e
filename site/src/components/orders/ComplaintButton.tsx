// PLACEHOLDER laid by the lead so the orders pages can render it while H4 builds it: the 'Segnala'
// action of an order card and the order detail, opening the complaint options. H4 replaces this file.
import type { OrderCard } from '@mercato/contracts/checkout';

export default function ComplaintButton(_props: { order: OrderCard }) {
  return null;
}
