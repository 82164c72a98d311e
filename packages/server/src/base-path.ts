/** Where the API is mounted, in the site and alone. */
export const BASE_PATH = '/commerce/resources';
