// The API's path prefix on the shop's origin: server routes and client calls live under it. A module of
// its own, so the elements' client takes this one constant and not the URL helpers beside it (urls.ts).
export const API_PREFIX = '/commerce/resources';
