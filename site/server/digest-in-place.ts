// SHA digests computed in place instead of on the thread pool (site/server/main.ts installs it at start).
// Astro hashes every inline style and script of every page it renders for the Content-Security-Policy
// header (astro.config.mjs `security.csp`), each through WebCrypto's `subtle.digest`, which queues a job
// on libuv's thread pool and resolves a promise: in the profile of a listing page 9 % of the server's time
// went to that round trip, for a few hundred bytes each. node:crypto's `createHash` gives the same bytes
// in microseconds. Any other algorithm, or a failure, goes to WebCrypto as before.
import { createHash } from 'node:crypto';

const NODE_NAMES: Record<string, string> = {
  'SHA-1': 'sha1',
  'SHA-256': 'sha256',
  'SHA-384': 'sha384',
  'SHA-512': 'sha512',
};

export function digestInPlace(subtle: SubtleCrypto): void {
  const onThreadPool = subtle.digest.bind(subtle);
  subtle.digest = function digest(algorithm: AlgorithmIdentifier, data: BufferSource): Promise<ArrayBuffer> {
    const name = NODE_NAMES[String(typeof algorithm === 'string' ? algorithm : algorithm.name).toUpperCase()];
    if (!name) return onThreadPool(algorithm, data);
    try {
      const bytes = ArrayBuffer.isView(data)
        ? new Uint8Array(data.buffer, data.byteOffset, data.byteLength)
        : new Uint8Array(data);
      const out = createHash(name).update(bytes).digest();
      return Promise.resolve(out.buffer.slice(out.byteOffset, out.byteOffset + out.byteLength) as ArrayBuffer);
    } catch {
      return onThreadPool(algorithm, data);
    }
  };
}
