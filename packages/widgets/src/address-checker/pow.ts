// The proof-of-work solver is shared with the login page: it lives in the client package.
export { type PowChallenge, powToken, solvePow } from '@mercato/client';
