// The browser side of the self-hosted proof-of-work captcha (ALTCHA-style) that guards the power-guest
// entry (address checker) and a login after many failures (/accedi): find the number n ≤ maxnumber such
// that SHA-256(salt + n) equals the challenge (server: packages/server/src/services/captcha.ts).
export interface PowChallenge {
  algorithm: 'SHA-256';
  challenge: string;
  salt: string;
  signature: string;
  maxnumber: number;
}

const hex = (buffer: ArrayBuffer) =>
  Array.from(new Uint8Array(buffer), (b) => b.toString(16).padStart(2, '0')).join('');

/** The solution number, or null when none exists up to maxnumber. Yields to the page every 500 tries. */
export async function solvePow(c: PowChallenge, signal?: AbortSignal): Promise<number | null> {
  const encoder = new TextEncoder();
  for (let n = 0; n <= c.maxnumber; n++) {
    if (signal?.aborted) return null;
    const digest = await crypto.subtle.digest('SHA-256', encoder.encode(c.salt + n));
    if (hex(digest) === c.challenge) return n;
    if (n % 500 === 499) await new Promise((r) => setTimeout(r, 0));
  }
  return null;
}

/** The token sent as captchaToken: base64 of the JSON payload, as ALTCHA does. */
export function powToken(c: PowChallenge, number: number): string {
  return btoa(
    JSON.stringify({ algorithm: c.algorithm, challenge: c.challenge, number, salt: c.salt, signature: c.signature }),
  );
}
