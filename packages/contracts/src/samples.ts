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

/** The product type of a sample: never sold, never searched, listed or shown on a product page. */
export const SAMPLE_PRODUCT_TYPE = 'CAMPIONCINI';
/** chosen: how many different samples one order may hold (one of each). */
export const SAMPLES_PER_ORDER = 3;
/**
 * chosen: the items' amount (before coupons, as the minimum order is judged) from which samples are given:
 * 40 €, above every service's minimum order (at most 35 €), so a sample rewards a full shopping.
 */
export const SAMPLES_MIN_SPEND_CENTS = 4000;

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
