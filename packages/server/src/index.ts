// @mercato/server: the shop's API (Hono), database and services.
export { createApp, BASE_PATH } from './app.ts';
export { getShop, openShop, closeShop, type Shop, type OpenShopOptions } from './shop.ts';
export { HttpError } from './errors.ts';
import { onboardingApi, t } from '@mercato/contracts/i18n/it';
/**
 * @deprecated The texts are in @mercato/contracts/i18n/it (`onboardingApi`); kept for the site's Fìdaty
 * page until it imports them from there.
 */
export const messages = {
  fidatyCardCreated: (barcode: string) => t(onboardingApi.fidatyCardCreated, { barcode }),
  fidatyCardExisting: onboardingApi.fidatyCardExisting,
} as const;
export { sessionCookies, clearSessionCookies, SESSION_COOKIE, XSRF_COOKIE, XSRF_HEADER } from './auth/cookies.ts';
export { loadConfig, type ShopConfig, type PublicEnvConfig } from './config.ts';
export type { Services, Session, Customer, FidatyCard, Message, PageConfiguration, MenuItem, Menus, StoreInfo, Footer, Navigation } from './services/index.ts';
export type { Db } from './db/client.ts';
