// PLACEHOLDER laid by the lead so the orders pages can render it while H3 builds it: the 'Modifica'
// action of an order card and the order detail, opening the order edit dialog. H3 replaces this file.
import type { OrderCard } from '@mercato/contracts/checkout';

export default function OrderEditButton(_props: { order: OrderCard }) {
  return null;
}
