/** Where the API is mounted, in the site and alone. */
export { API_PREFIX as BASE_PATH } from '@mercato/contracts/api-prefix';
