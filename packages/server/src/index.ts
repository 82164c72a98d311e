// @mercato/server: the shop's API (Hono), database and services.
export { createApp, BASE_PATH } from './app.ts';
export { getShop, openShop, closeShop, onStopping, type Shop, type OpenShopOptions } from './shop.ts';
export { HttpError } from './errors.ts';
export { attachChatSocket, CHAT_SOCKET_URL_PATH } from './chat-socket.ts';
export { checked, type Parsed } from './validation.ts';
export { sessionCookies, clearSessionCookies, SESSION_COOKIE, XSRF_COOKIE, XSRF_HEADER } from './auth/cookies.ts';
export { postedXsrfValid } from './auth/xsrf.ts';
export { loadConfig, type ShopConfig, type PublicEnvConfig } from './config.ts';
export type {
  Services,
  Session,
  Customer,
  FidatyCard,
  Message,
  PageConfiguration,
  MenuItem,
  Menus,
  StoreInfo,
  Footer,
  Navigation,
} from './services/index.ts';
export type { Db } from './db/client.ts';
export type { PageStampRow } from './services/list-cache.ts';
