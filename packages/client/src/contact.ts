// The contact calls (spec shell §7: contact/livechat, segnalationTypes, segnalationType/{id}/messages,
// browsers, connectionTypes, operatingSystems, saveMessage, openComplaint, showComplaintFaqSection; issue
// 37) and the write-us form's captcha challenge: `contactCalls(request)` with the page's client, kept out of
// createClient() so that only the contact islands carry them.
import {
  type ContactFlag,
  type ContactOption,
  contactCallPaths as paths,
  type FaqEntry,
  type LiveChat,
  type SavedMessage,
  type SegnalationType,
} from '@mercato/contracts/contact';
import type { PowChallenge } from './pow.ts';
import type { ShopRequest } from './request.ts';

/** The write-us request (spec §3): the form's values with the browser's own description. */
export type WriteUsRequest = Record<string, unknown> & { captcha: string };

export function contactCalls(request: ShopRequest) {
  return {
    livechat: () => request<LiveChat>('GET', paths.livechat),
    segnalationTypes: () => request<SegnalationType[]>('GET', paths.segnalationTypes),
    segnalationTypeMessages: (id: string) => request<ContactOption[]>('GET', paths.segnalationTypeMessages(id)),
    browsers: () => request<ContactOption[]>('GET', paths.browsers),
    connectionTypes: () => request<ContactOption[]>('GET', paths.connectionTypes),
    operatingSystems: () => request<ContactOption[]>('GET', paths.operatingSystems),
    openComplaint: () => request<ContactFlag>('GET', paths.openComplaint),
    showComplaintFaqSection: () => request<ContactFlag>('GET', paths.showComplaintFaqSection),
    faq: (q: string) => request<FaqEntry[]>('GET', paths.faqSearch, { query: { q } }),
    captchaChallenge: () => request<PowChallenge>('GET', paths.captchaChallenge),
    /**
     * PUT contact/saveMessage. 400 (field messages, or the captcha's ALERT) and 429 are the form's to
     * show; the others go to the page's reporter. A captcha is spent once, so no anti-duplicate guard.
     */
    saveMessage: (input: WriteUsRequest) =>
      request<SavedMessage>('PUT', paths.saveMessage, {
        body: input,
        dedupe: false,
        report: (e) => e.status !== 400 && e.status !== 429,
      }),
  };
}

export type ContactCalls = ReturnType<typeof contactCalls>;
