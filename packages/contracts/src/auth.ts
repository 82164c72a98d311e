// Login, rule agreement and pending messages (spec shell §3, §4; orders §5 rule agreement).
import * as z from 'zod/mini';
import { MessageType } from './enums.ts';

export const LoginRequest = z.object({
  username: z.string().check(z.minLength(1), z.maxLength(128)),
  password: z.string().check(z.minLength(1), z.maxLength(256)),
});
export type LoginRequest = z.infer<typeof LoginRequest>;

export const RuleAgreementRequest = z.object({
  saleConditionsAccepted: z.boolean(),
  privacyAccepted: z.boolean(),
});
export type RuleAgreementRequest = z.infer<typeof RuleAgreementRequest>;

/** A pending message, shown one by one and marked read after confirmation. */
export const Message = z.object({
  messageId: z.number(),
  messageTitle: z.string(),
  messageText: z.string(),
  confirmButtonLabel: z.string(),
  confirmButton: z.boolean(),
  /** messageText is sanitised HTML. */
  htmlType: z.boolean(),
  htmlClass: z.nullable(z.string()),
  redirectUrl: z.nullable(z.string()),
  type: MessageType,
});
export type Message = z.infer<typeof Message>;

/** POST security/check-url: a navigation the shop allows answers 204 (NO_CONTENT). */
export const CheckUrlRequest = z.object({ url: z.string().check(z.minLength(1), z.maxLength(2048)) });
export type CheckUrlRequest = z.infer<typeof CheckUrlRequest>;
