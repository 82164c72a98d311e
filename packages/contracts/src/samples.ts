// Campioncini omaggio (spec orders §2 "Products and store" dialogs: sample products; §9 product type
// CAMPIONCINI; docs/adr/0054): free samples the customer picks on the checkout's trolley step and receives
// with the order, at 0,00 €. The spec names the dialog and the product type only; the rules below are
// chosen, as Italian grocers and online pharmacies run them ('Scegli i tuoi campioncini omaggio').
//
//   GET    displayable/campioncini?nav=            SampleOffer[]: the samples of the navigation's catalogue on
//                                                   offer now (active, in stock), by name
//   PUT    auth/checkout/samples/{productId}       choose one (again: nothing changes) → Checkout
//   DELETE auth/checkout/samples/{productId}       give one up (not chosen: nothing changes) → Checkout
import * as z from 'zod/mini';

export { SAMPLE_PRODUCT_TYPE, SAMPLES_MIN_SPEND_CENTS, SAMPLES_PER_ORDER } from './constants.ts';

/** A sample on offer (the dialog's card) or chosen (the trolley step's list). */
export const SampleOffer = z.object({
  productId: z.number(),
  description: z.string(),
  brand: z.string(),
  /** The format, e.g. 'Formato prova 15 ml'. */
  label: z.string(),
  /** The pack shot (180 px). */
  image: z.string(),
  /** Still on offer (active and in stock): a chosen sample that ran out stops the confirmation. */
  available: z.boolean(),
});
export type SampleOffer = z.infer<typeof SampleOffer>;

/** The samples of a checkout (Checkout.samples). */
export const CheckoutSamples = z.object({
  /** Those chosen, in the order they were chosen. */
  chosen: z.array(SampleOffer),
  /** The trolley reaches SAMPLES_MIN_SPEND_CENTS: samples may be chosen. */
  eligible: z.boolean(),
  /** What the items still lack to reach it (0 when eligible), integer cents. */
  missingAmount: z.number(),
});
export type CheckoutSamples = z.infer<typeof CheckoutSamples>;
