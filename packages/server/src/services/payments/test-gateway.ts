// The test gateway: a payment provider of the shop's own, with hosted pages served by the server at
// GET/POST payments/test-gateway/{ref} (routes/payments.ts), so that the whole checkout runs end to end
// without a real provider and without a real charge. Its state lives in test_gateway_payments.
//
// The pages are plain server-rendered HTML in Italian, marked 'Ambiente di prova — nessun addebito
// reale', with no script at all (CSP: default-src 'none'), labelled fields, errors tied to their field
// (aria-describedby, aria-invalid) and a summary with role=alert. The card form lists the test cards:
//   4242 4242 4242 4242  approved
//   4000 0000 0000 0002  refused by the bank
//   4000 0000 0000 3220  asks a 3-D-Secure-like code (shown on the challenge page: right code approves,
//                        a wrong one refuses)
//   4000 0000 0000 0077  ends PENDING (the bank confirms later: the order is made, payment 'SOSPESO')
//   4000 0560 0000 0004  prepaid card, approved
//   4000 0570 0000 0002  prepaid card whose balance is not enough: 'Credito insufficiente sulla carta
//                        prepagata'
// The page says what it is paying: 'Pagamento con carta' (ONLINE) or 'Pagamento con carta prepagata'
// (PREPAID, which takes the prepaid test cards only; chosen: a card payment takes them too, as a real
// acquirer takes a prepaid Visa). 'Ricorda questa carta per i prossimi acquisti' (unticked by default)
// makes an approved payment give the shop a token with the result (result().card), never the number.
// chosen: a payment with a saved card (walletToken) opens on the 3-D-Secure-like step (strong customer
// authentication of a payment the shopper starts, PSD2): the code approves, the card number is never
// asked again; an unknown or forgotten token is refused at once.
// charge() (a merchant-initiated charge of a saved card: a subscription's renewal) has no page and no
// 3-D-Secure-like step: a token the gateway issued (an approved payment with 'Ricorda questa carta') is
// charged as its test card is paid on the page (the refused card and the empty prepaid card refuse, the
// 3-D Secure and the pending cards are approved: a MIT is not authenticated and the bank answers at
// once), a card past its expiry month is refused, an unknown token is refused. Its reference is derived
// from the key, so the same key charges once (the primary key decides two at once) and answers the first
// result again.
// 'Annulla' refuses the payment ('Pagamento annullato'). At the end the shopper is sent to returnUrl
// (303), where the shop asks result(), which only reads: a payment left unfinished is OPEN (the shop sends
// the shopper back to its page; a new confirmation that changes what is paid cancels it). void() turns an
// APPROVED or PENDING payment VOIDED, refund() an APPROVED one REFUNDED (with the amount), each once.
import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gte, inArray } from 'drizzle-orm';
import { formatPrice } from '@mercato/contracts/format/price';
import { checkoutApi, t } from '@mercato/contracts/i18n/it';
import { BASE_PATH } from '../../base-path.ts';
import { escapeHtml } from '../../html.ts';
import type { Db, Tx } from '../../db/client.ts';
import { testGatewayPayments } from '../../db/schema/checkout.ts';
import { notFound } from '../../errors.ts';
import type { PaymentProvider, PaymentResult } from './provider.ts';

const g = checkoutApi.gateway;

type Outcome = 'APPROVED' | 'REFUSED' | 'CHALLENGE' | 'PENDING' | 'INSUFFICIENT';
export const TEST_CARDS: readonly { number: string; outcome: Outcome; label: string; prepaid?: true }[] = [
  { number: '4242424242424242', outcome: 'APPROVED', label: g.cardApproved },
  { number: '4000000000000002', outcome: 'REFUSED', label: g.cardRefused },
  { number: '4000000000003220', outcome: 'CHALLENGE', label: g.cardChallenge },
  { number: '4000000000000077', outcome: 'PENDING', label: g.cardPending },
  { number: '4000056000000004', outcome: 'APPROVED', label: g.cardPrepaid, prepaid: true },
  { number: '4000057000000002', outcome: 'INSUFFICIENT', label: g.cardPrepaidEmpty, prepaid: true },
];
/** What a card saved from the test cards is called (they are all Visa numbers). */
const cardTypeOf = (prepaid: boolean) => (prepaid ? 'VISA prepagata' : 'VISA');
export const maskedPanOf = (last4: string) => `**** **** **** ${last4}`;

const REF_RE = /^[a-f0-9]{32}$/;
type Row = typeof testGatewayPayments.$inferSelect;

/** The 3-D-Secure-like code of a payment (shown on its challenge page; a test has nothing to hide). */
export const challengeCodeOf = (ref: string): string =>
  String(createHash('sha256').update(`challenge:${ref}`).digest().readUInt32BE(0) % 1_000_000).padStart(6, '0');

const pagePath = (ref: string) => `${BASE_PATH}/payments/test-gateway/${ref}`;

function luhn(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return sum % 10 === 0;
}

/** The Content-Security-Policy of the gateway's pages: no script, forms to itself only. */
export const GATEWAY_CSP =
  "default-src 'none'; style-src 'unsafe-inline'; form-action 'self'; base-uri 'none'; frame-ancestors 'none'";

const STYLE = `body{font-family:system-ui,sans-serif;margin:0;background:#f4f4f4;color:#1a1a1a}
main{max-width:30rem;margin:2rem auto;background:#fff;padding:1.5rem;border-radius:8px}
.test{background:#fff3cd;border:2px solid #8a6d00;padding:.5rem 1rem;font-weight:700;text-align:center}
label{display:block;margin-top:1rem;font-weight:600}label.check{display:flex;gap:.5rem;align-items:center;font-weight:400}input[type=text]{width:100%;padding:.5rem;font-size:1rem;box-sizing:border-box}
.err{color:#a00000;margin:.25rem 0 0}.actions{display:flex;gap:1rem;margin-top:1.5rem}
button{padding:.75rem 1.25rem;font-size:1rem;cursor:pointer}button.pay{background:#0b5d1e;color:#fff;border:0}
:focus-visible{outline:3px solid #1a4fd6;outline-offset:2px}table{border-collapse:collapse;margin-top:.5rem}td{padding:.25rem .5rem}`;

function layout(title: string, body: string): string {
  return `<!doctype html>
<html lang="it"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex"><title>${escapeHtml(title)} — ${escapeHtml(g.testNotice)}</title><style>${STYLE}</style></head>
<body><p class="test" role="note">${escapeHtml(g.testNotice)}</p><main><h1>${escapeHtml(title)}</h1>${body}</main></body></html>`;
}

type Errors = Partial<Record<'cardNumber' | 'expiry' | 'cvv' | 'holder' | 'code', string>>;

const titleOf = (row: Row) => (row.kind === 'PREPAID' ? g.titlePrepaid : g.title);

function field(name: keyof Errors, label: string, value: string, errors: Errors, extra = ''): string {
  const err = errors[name];
  return `<label for="${name}">${escapeHtml(label)}</label>
<input type="text" id="${name}" name="${name}" value="${escapeHtml(value)}" ${extra}${err ? ` aria-invalid="true" aria-describedby="${name}-err"` : ''}>
${err ? `<p class="err" id="${name}-err">${escapeHtml(err)}</p>` : ''}`;
}

function summary(errors: Errors): string {
  const list = Object.values(errors);
  return list.length
    ? `<div role="alert"><h2>${escapeHtml(g.errorsTitle)}</h2><ul>${list.map((e) => `<li>${escapeHtml(e as string)}</li>`).join('')}</ul></div>`
    : '';
}

function cardPage(row: Row, values: Record<string, string> = {}, errors: Errors = {}): string {
  const cards = TEST_CARDS.filter((c) => row.kind !== 'PREPAID' || c.prepaid)
    .map(
      (c) =>
        `<tr><td><code>${c.number.replace(/(\d{4})(?=\d)/g, '$1 ')}</code></td><td>${escapeHtml(c.label)}</td></tr>`,
    )
    .join('');
  return layout(
    titleOf(row),
    `<p>${escapeHtml(g.merchant)}</p><p>${escapeHtml(row.description)}</p><p><strong>${escapeHtml(t(g.amount, { amount: formatPrice(row.amountCents) }))}</strong></p>
${summary(errors)}
<form method="post" action="${pagePath(row.ref)}" novalidate>
<input type="hidden" name="action" value="pay">
${field('cardNumber', g.cardNumber, values.cardNumber ?? '', errors, 'inputmode="numeric" autocomplete="cc-number" required')}
${field('expiry', g.expiry, values.expiry ?? '', errors, 'autocomplete="cc-exp" placeholder="MM/AA" required')}
${field('cvv', g.cvv, values.cvv ?? '', errors, 'inputmode="numeric" autocomplete="cc-csc" required')}
${field('holder', g.holder, values.holder ?? '', errors, 'autocomplete="cc-name" required')}
<label class="check" for="remember"><input type="checkbox" id="remember" name="remember" value="1"${values.remember === '1' ? ' checked' : ''}>${escapeHtml(g.rememberCard)}</label>
<div class="actions"><button type="submit" class="pay">${escapeHtml(t(g.pay, { amount: formatPrice(row.amountCents) }))}</button></div>
</form>
<form method="post" action="${pagePath(row.ref)}"><input type="hidden" name="action" value="cancel">
<div class="actions"><button type="submit">${escapeHtml(g.cancel)}</button></div></form>
<section aria-labelledby="cards"><h2 id="cards">${escapeHtml(g.testCards)}</h2><p>${escapeHtml(g.testCardsHint)}</p>
<table><tbody>${cards}</tbody></table></section>`,
  );
}

function challengePage(row: Row, errors: Errors = {}): string {
  const saved =
    !row.remember && row.token && row.cardLast4
      ? `<p>${escapeHtml(t(g.savedCard, { maskedPan: maskedPanOf(row.cardLast4), expiry: row.cardExpiry ?? '' }))}</p>`
      : '';
  return layout(
    g.challengeTitle,
    `<p>${escapeHtml(titleOf(row))}</p>${saved}<p>${escapeHtml(t(g.challengeText, { code: challengeCodeOf(row.ref) }))}</p>
<p><strong>${escapeHtml(t(g.amount, { amount: formatPrice(row.amountCents) }))}</strong></p>
${summary(errors)}
<form method="post" action="${pagePath(row.ref)}" novalidate>
<input type="hidden" name="action" value="challenge">
${field('code', g.challengeCode, '', errors, 'inputmode="numeric" autocomplete="one-time-code" required')}
<div class="actions"><button type="submit" class="pay">${escapeHtml(g.challengeConfirm)}</button></div></form>
<form method="post" action="${pagePath(row.ref)}"><input type="hidden" name="action" value="cancel">
<div class="actions"><button type="submit">${escapeHtml(g.cancel)}</button></div></form>`,
  );
}

function endedPage(row: Row): string {
  return layout(
    titleOf(row),
    `<p role="status">${escapeHtml(g.ended)}</p><p><a href="${escapeHtml(row.returnUrl)}">${escapeHtml(g.backToShop)}</a></p>`,
  );
}

/** What a gateway page answers: a page to show (status), or the redirect to the shop. */
export type GatewayAnswer = { kind: 'page'; status: 200 | 422; html: string } | { kind: 'redirect'; location: string };

/** MM/AA of a month not past. */
function expiryValid(text: string, now: Date): boolean {
  const m = /^(\d{2})\s*\/\s*(\d{2})$/.exec(text.trim());
  if (!m) return false;
  const month = Number(m[1]);
  const year = 2000 + Number(m[2]);
  if (month < 1 || month > 12) return false;
  return year * 12 + month >= now.getUTCFullYear() * 12 + now.getUTCMonth() + 1;
}

/** MM/AA (valid) as MM/YYYY. */
const fullExpiry = (text: string): string => {
  const [month, year] = text.split('/').map((p) => p.trim());
  return `${month}/20${year}`;
};

async function find(db: Db, ref: string): Promise<Row> {
  if (!REF_RE.test(ref)) throw notFound(g.notFound);
  const [row] = await db.select().from(testGatewayPayments).where(eq(testGatewayPayments.ref, ref)).limit(1);
  if (!row) throw notFound(g.notFound);
  return row;
}

/** Ends an open payment (NEW or CHALLENGE) once: a second submission finds it ended. */
async function end(
  db: Db,
  ref: string,
  status: 'APPROVED' | 'REFUSED' | 'PENDING' | 'CHALLENGE',
  message: string | null,
  card: Partial<Pick<Row, 'cardLast4' | 'cardType' | 'cardExpiry' | 'remember' | 'token'>> = {},
) {
  const [ended] = await db
    .update(testGatewayPayments)
    .set({ status, message, updatedAt: new Date(), ...card })
    .where(
      and(
        eq(testGatewayPayments.ref, ref),
        inArray(testGatewayPayments.status, status === 'CHALLENGE' ? ['NEW'] : ['NEW', 'CHALLENGE']),
      ),
    )
    .returning({ ref: testGatewayPayments.ref });
  return ended !== undefined;
}

/** The approved payment that issued the saved card `token` ('Ricorda questa carta'), if any. */
async function issuedCard(db: Db | Tx, token: string): Promise<Row | undefined> {
  const [card] = await db
    .select()
    .from(testGatewayPayments)
    .where(
      and(
        eq(testGatewayPayments.token, token),
        eq(testGatewayPayments.remember, true),
        eq(testGatewayPayments.status, 'APPROVED'),
      ),
    )
    .limit(1);
  return card;
}

/** The reference of a merchant-initiated charge: derived from its key (32 hex, as a page's). */
export const chargeRefOf = (key: string): string =>
  createHash('sha256').update(`charge:${key}`).digest('hex').slice(0, 32);

/** A charge's outcome for the saved card `card` at `at` (see the header): null when approved. */
function chargeRefusal(card: Row | undefined, at: Date): string | null {
  if (!card?.cardLast4) return g.chargeCardUnknown;
  const [month, year] = (card.cardExpiry ?? '').split('/').map(Number);
  if (!month || !year || year * 12 + month < at.getUTCFullYear() * 12 + at.getUTCMonth() + 1)
    return g.chargeCardExpired;
  const prepaid = card.cardType === cardTypeOf(true);
  const test = TEST_CARDS.find((c) => c.number.endsWith(card.cardLast4 as string) && (c.prepaid === true) === prepaid);
  if (test?.outcome === 'REFUSED') return g.refused;
  if (test?.outcome === 'INSUFFICIENT') return g.insufficientBalance;
  return null;
}

/** The provider of the test gateway (its methods use the handle they are given). */
const testProvider: PaymentProvider = {
  name: 'test',
  test: true,
  async start(p, tx) {
    const ref = randomBytes(16).toString('hex');
    const values = {
      ref,
      amountCents: p.amountCents,
      description: p.description.slice(0, 255),
      returnUrl: p.returnUrl,
      kind: p.paymentType === 'PREPAID' ? ('PREPAID' as const) : ('CARD' as const),
    };
    if (p.walletToken === null) {
      await tx.insert(testGatewayPayments).values(values);
      return { providerRef: ref, redirectUrl: pagePath(ref) };
    }
    // A saved card: the payment that issued its token says which card it is.
    const card = await issuedCard(tx, p.walletToken);
    await tx.insert(testGatewayPayments).values({
      ...values,
      token: p.walletToken.slice(0, 64),
      status: card ? 'CHALLENGE' : 'REFUSED',
      message: card ? null : g.savedCardUnknown,
      cardLast4: card?.cardLast4 ?? null,
      cardType: card?.cardType ?? null,
      cardExpiry: card?.cardExpiry ?? null,
    });
    return { providerRef: ref, redirectUrl: pagePath(ref) };
  },
  resumeUrl: pagePath,
  async cancel(ref, tx) {
    const [cancelled] = await tx
      .update(testGatewayPayments)
      .set({ status: 'REFUSED', message: g.cancelled, updatedAt: new Date() })
      .where(and(eq(testGatewayPayments.ref, ref), inArray(testGatewayPayments.status, ['NEW', 'CHALLENGE'])))
      .returning({ ref: testGatewayPayments.ref });
    return cancelled !== undefined;
  },
  async result(ref, database): Promise<PaymentResult> {
    // Only reads (issue 33: a read that cancelled open payments let anyone cancel them).
    const [row] = await database.select().from(testGatewayPayments).where(eq(testGatewayPayments.ref, ref)).limit(1);
    if (!row) return { status: 'REFUSED', message: g.notFound };
    if (row.status === 'NEW' || row.status === 'CHALLENGE') return { status: 'OPEN', message: g.open };
    if (row.status === 'APPROVED') {
      const card =
        row.remember && row.token && row.cardLast4 && row.cardExpiry
          ? {
              token: row.token,
              cardType: row.cardType ?? cardTypeOf(false),
              maskedPan: maskedPanOf(row.cardLast4),
              expiry: row.cardExpiry,
            }
          : undefined;
      return { status: 'APPROVED', message: g.approved, ...(card ? { card } : {}) };
    }
    if (row.status === 'PENDING') return { status: 'PENDING', message: g.pending };
    return { status: 'REFUSED', message: row.message ?? g.refused };
  },
  async void(ref, tx) {
    const [voided] = await tx
      .update(testGatewayPayments)
      .set({ status: 'VOIDED', message: g.voided, updatedAt: new Date() })
      .where(and(eq(testGatewayPayments.ref, ref), inArray(testGatewayPayments.status, ['APPROVED', 'PENDING'])))
      .returning({ ref: testGatewayPayments.ref });
    return voided !== undefined;
  },
  async refund(ref, amountCents, tx) {
    const [refunded] = await tx
      .update(testGatewayPayments)
      .set({ status: 'REFUNDED', message: g.refunded, refundedCents: amountCents, updatedAt: new Date() })
      .where(
        and(
          eq(testGatewayPayments.ref, ref),
          eq(testGatewayPayments.status, 'APPROVED'),
          gte(testGatewayPayments.amountCents, amountCents),
        ),
      )
      .returning({ ref: testGatewayPayments.ref });
    return refunded !== undefined;
  },
  async charge(c, database) {
    const ref = chargeRefOf(c.key);
    const card = await issuedCard(database, c.token);
    const refusal = chargeRefusal(card, c.at);
    // The first charge of the key is the charge: a second one (a retry, another instance) inserts nothing.
    await database
      .insert(testGatewayPayments)
      .values({
        ref,
        amountCents: c.amountCents,
        description: c.description.slice(0, 255),
        returnUrl: '',
        kind: card?.kind ?? 'CARD',
        status: refusal ? 'REFUSED' : 'APPROVED',
        message: refusal,
        token: c.token.slice(0, 64),
        cardLast4: card?.cardLast4 ?? null,
        cardType: card?.cardType ?? null,
        cardExpiry: card?.cardExpiry ?? null,
      })
      .onConflictDoNothing();
    const [row] = await database.select().from(testGatewayPayments).where(eq(testGatewayPayments.ref, ref)).limit(1);
    const approved = row?.status === 'APPROVED';
    return {
      status: approved ? 'APPROVED' : 'REFUSED',
      providerRef: ref,
      message: approved ? g.approved : (row?.message ?? g.refused),
    };
  },
};

/** GET payments/test-gateway/{ref}: the card form, the challenge, or 'already ended'. */
export async function gatewayPage(db: Db, ref: string): Promise<GatewayAnswer> {
  const row = await find(db, ref);
  if (row.status === 'NEW') return { kind: 'page', status: 200, html: cardPage(row) };
  if (row.status === 'CHALLENGE') return { kind: 'page', status: 200, html: challengePage(row) };
  return { kind: 'page', status: 200, html: endedPage(row) };
}

/** POST payments/test-gateway/{ref} (a form): pay, answer the challenge, or cancel. */
export async function gatewaySubmit(
  db: Db,
  ref: string,
  form: Record<string, string>,
  now: Date = new Date(),
): Promise<GatewayAnswer> {
  const row = await find(db, ref);
  const back: GatewayAnswer = { kind: 'redirect', location: row.returnUrl };
  if (row.status !== 'NEW' && row.status !== 'CHALLENGE') return { kind: 'page', status: 200, html: endedPage(row) };
  const action = form.action;
  if (action === 'cancel') {
    await end(db, ref, 'REFUSED', g.cancelled);
    return back;
  }
  if (action === 'challenge' && row.status === 'CHALLENGE') {
    const code = (form.code ?? '').trim();
    if (code === '') return { kind: 'page', status: 422, html: challengePage(row, { code: g.challengeCode }) };
    if (code === challengeCodeOf(ref)) await end(db, ref, 'APPROVED', null);
    else await end(db, ref, 'REFUSED', g.wrongCode);
    return back;
  }
  if (action !== 'pay' || row.status !== 'NEW') return { kind: 'page', status: 200, html: endedPage(row) };
  const values = {
    cardNumber: (form.cardNumber ?? '').slice(0, 40),
    expiry: (form.expiry ?? '').slice(0, 10),
    cvv: (form.cvv ?? '').slice(0, 10),
    holder: (form.holder ?? '').slice(0, 100),
    remember: form.remember === '1' ? '1' : '',
  };
  const digits = values.cardNumber.replace(/[\s-]/g, '');
  const errors: Errors = {};
  if (!/^\d{13,19}$/.test(digits) || !luhn(digits)) errors.cardNumber = g.cardInvalid;
  else if (!TEST_CARDS.some((c) => c.number === digits)) errors.cardNumber = g.cardUnknown;
  else if (row.kind === 'PREPAID' && !TEST_CARDS.some((c) => c.number === digits && c.prepaid))
    errors.cardNumber = g.prepaidOnly;
  if (!expiryValid(values.expiry, now)) errors.expiry = g.expiryInvalid;
  if (!/^\d{3,4}$/.test(values.cvv.trim())) errors.cvv = g.cvvInvalid;
  if (values.holder.trim() === '') errors.holder = g.holderRequired;
  if (Object.keys(errors).length) return { kind: 'page', status: 422, html: cardPage(row, values, errors) };
  const card = TEST_CARDS.find((c) => c.number === digits) as (typeof TEST_CARDS)[number];
  const remember = values.remember === '1';
  const details = {
    cardLast4: digits.slice(-4),
    cardType: cardTypeOf(card.prepaid === true),
    cardExpiry: fullExpiry(values.expiry),
    remember,
    token: remember ? `tok_${randomBytes(16).toString('hex')}` : null,
  };
  if (card.outcome === 'CHALLENGE') {
    await end(db, ref, 'CHALLENGE', null, details);
    return { kind: 'redirect', location: pagePath(ref) };
  }
  if (card.outcome === 'INSUFFICIENT') await end(db, ref, 'REFUSED', g.insufficientBalance, details);
  else await end(db, ref, card.outcome, card.outcome === 'REFUSED' ? g.refused : null, details);
  return back;
}

/** The test gateway of one database: its provider and its hosted pages. */
export function createTestGateway(db: Db) {
  return {
    provider: testProvider,
    page: (ref: string) => gatewayPage(db, ref),
    submit: (ref: string, form: Record<string, string>, now?: Date) => gatewaySubmit(db, ref, form, now),
  };
}

export type TestGateway = ReturnType<typeof createTestGateway>;
