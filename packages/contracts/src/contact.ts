// The contact area (spec shell §2 contact and scrivici, §3 write-us request, §7 contact calls; issue 37):
// the calls' paths and answers, the write-us request as the server takes it (the form's rule is
// rules/write-us.ts), the staff's answer, and the chatbot's WebSocket frames.
import * as z from 'zod/mini';
import { CHATBOT_MESSAGE_MAX, SEARCH_BOX_MAX } from './constants.ts';
import { SEGNALATION_GROUPS } from './rules/write-us.ts';

export { SEGNALATION_GROUPS, type SegnalationGroup } from './rules/write-us.ts';

/** The nine contact calls of spec §7 (under /commerce/resources), and the write-us captcha's challenge. */
export const contactCallPaths = {
  livechat: 'contact/livechat',
  segnalationTypes: 'contact/segnalationTypes',
  segnalationTypeMessages: (id: string) => `contact/segnalationType/${encodeURIComponent(id)}/messages`,
  browsers: 'contact/browsers',
  connectionTypes: 'contact/connectionTypes',
  operatingSystems: 'contact/operatingSystems',
  saveMessage: 'contact/saveMessage',
  openComplaint: 'contact/openComplaint',
  showComplaintFaqSection: 'contact/showComplaintFaqSection',
  captchaChallenge: 'contact/captcha/challenge',
  faqSearch: 'contact/faq',
} as const;

/** The chatbot's WebSocket, under the API (the shop's own assistant; ADR 0038). */
export const CHAT_SOCKET_PATH = 'chat/socket';
/** The captcha action of the write-us form (spec §7: actions power_guest_session and write_us). */
export const WRITE_US_CAPTCHA_ACTION = 'write_us';

/** GET contact/livechat: whether the live chat is open, and the chatbot's socket. */
export const LiveChat = z.object({ opened: z.boolean(), chatUrl: z.nullable(z.string()) });
export type LiveChat = z.infer<typeof LiveChat>;

/** A nature of report (segnalationTypes): its code, its group, its label. */
export const SegnalationType = z.object({
  id: z.string(),
  group: z.enum(SEGNALATION_GROUPS),
  description: z.string(),
});
export type SegnalationType = z.infer<typeof SegnalationType>;

/** A value of a list (browsers, connection types, operating systems; a type's suggested messages). */
export const ContactOption = z.object({ id: z.string(), description: z.string() });
export type ContactOption = z.infer<typeof ContactOption>;

/** GET contact/openComplaint and showComplaintFaqSection. */
export const ContactFlag = z.object({ opened: z.boolean() });
export type ContactFlag = z.infer<typeof ContactFlag>;

/** The write-us request beyond the form's fields (spec §3): the browser's own description. */
export const WRITE_US_USER_AGENT_MAX = 512;
export const WRITE_US_CLIENT_LOG_MAX = 4096;

/** PUT contact/saveMessage answers the stored report's number. */
export const SavedMessage = z.object({ id: z.number() });
export type SavedMessage = z.infer<typeof SavedMessage>;

/** A FAQ entry as the pages and the assistant show it. */
export const FaqEntry = z.object({
  id: z.number(),
  section: z.string(),
  question: z.string(),
  answer: z.string(),
  link: z.nullable(z.object({ url: z.string(), label: z.string() })),
});
export type FaqEntry = z.infer<typeof FaqEntry>;
export const FAQ_QUERY_MAX = SEARCH_BOX_MAX;
/** The FAQ section of complaints, shown only when showComplaintFaqSection says so. */
export const COMPLAINT_FAQ_SECTION = 'Reclami';

/** Staff: the answer to a report, sent by e-mail through the outbox. */
export const CONTACT_ANSWER_MAX = 2000;

// ------------------------------------------------------------------------------------------ the chat

export const CHAT_STATES = ['BOT', 'QUEUED', 'LIVE', 'CLOSED'] as const;
export type ChatState = (typeof CHAT_STATES)[number];
export type ChatAuthor = 'customer' | 'bot' | 'staff' | 'system';

export interface ChatLink {
  url: string;
  label: string;
}

export interface ChatMessage {
  id: number;
  author: ChatAuthor;
  text: string;
  links: ChatLink[];
  /** The sender's own id of a customer message (the panel matches its pending ones). */
  clientId: string | null;
  at: string;
}

/** The largest frame the socket reads (a message of 255 characters with its envelope fits many times). */
export const CHAT_FRAME_MAX_BYTES = 2048;
/** Flood limit: messages per conversation in a window. chosen: 8 in 20 s. */
export const CHAT_FLOOD_LIMIT = 8;
export const CHAT_FLOOD_WINDOW_MS = 20_000;

/** What the panel sends. `clientId` makes a message sent again after a reconnection count once. */
export const ChatClientFrame = z.discriminatedUnion('type', [
  z.object({ type: z.literal('hello') }),
  z.object({
    type: z.literal('message'),
    clientId: z.string().check(z.regex(/^[A-Za-z0-9_-]{8,64}$/)),
    text: z.string(),
  }),
  z.object({ type: z.literal('operator'), clientId: z.optional(z.string().check(z.maxLength(64))) }),
]);
export type ChatClientFrame = z.infer<typeof ChatClientFrame>;

/** What the server sends. */
export type ChatServerFrame =
  | { type: 'history'; state: ChatState; messages: ChatMessage[]; logged: boolean }
  | { type: 'message'; message: ChatMessage }
  | { type: 'state'; state: ChatState }
  | {
      type: 'error';
      code: 'tooLong' | 'empty' | 'flood' | 'malformed' | 'unavailable';
      message: string;
      clientId?: string;
    };

export { CHATBOT_MESSAGE_MAX };
