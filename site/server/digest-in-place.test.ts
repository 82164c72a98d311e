import { webcrypto } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { digestInPlace } from './digest-in-place.ts';

describe('digestInPlace', () => {
  it('answers the bytes WebCrypto answers, for every SHA and any buffer view', async () => {
    const subtle = Object.create(webcrypto.subtle) as SubtleCrypto;
    subtle.digest = webcrypto.subtle.digest.bind(webcrypto.subtle);
    const reference = webcrypto.subtle.digest.bind(webcrypto.subtle);
    digestInPlace(subtle);
    const text = new TextEncoder().encode('.category-menu{display:none} àèé €');
    const offset = new Uint8Array(text.length + 4);
    offset.set(text, 2);
    const views: BufferSource[] = [text, text.buffer, new DataView(offset.buffer, 2, text.length)];
    for (const algorithm of ['SHA-1', 'SHA-256', 'sha-384', { name: 'SHA-512' }]) {
      for (const view of views) {
        const mine = Buffer.from(await subtle.digest(algorithm, view));
        expect(mine.toString('base64')).toBe(Buffer.from(await reference(algorithm, text)).toString('base64'));
      }
    }
  });

  it('leaves what it does not know to WebCrypto (an unknown algorithm is refused as before)', async () => {
    const subtle = Object.create(webcrypto.subtle) as SubtleCrypto;
    subtle.digest = webcrypto.subtle.digest.bind(webcrypto.subtle);
    digestInPlace(subtle);
    await expect(subtle.digest('MD5', new Uint8Array(1))).rejects.toThrow();
  });
});
