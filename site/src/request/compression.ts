// Text answers compressed for the browsers that accept it (docs/adr/0055-text-answers-compressed-by-the-shop.md):
// the shop's own server sends its pages, its built files (/_astro) and the element bundles (/elements)
// in Brotli or gzip, as a CDN or nginx in front of it would. A page is compressed as it is sent (Brotli
// quality 4: about 1 ms for a 94 kB listing, 7.5 times smaller); a file, which only changes with a
// build, once per version of the file at the highest quality, then kept. The cluster's nginx leaves an answer that is
// already compressed as it is.
import { readFile, stat } from 'node:fs/promises';
import { promisify } from 'node:util';
import { brotliCompress, brotliCompressSync, constants, gzip, gzipSync } from 'node:zlib';

export type Encoding = 'br' | 'gzip';

/** Answers smaller than this go as they are (nginx's gzip_min_length in scripts/nginx.mjs). */
export const MIN_COMPRESSED_BYTES = 1024;

/** The content types worth compressing: text, scripts, JSON, XML, SVG. */
const COMPRESSIBLE_TYPE = /^(?:text\/|application\/(?:javascript|json|manifest\+json|xml)|image\/svg\+xml)/i;

/** Whether an answer of this content type and size is compressed. */
export function compressible(contentType: unknown, bytes: number): boolean {
  return typeof contentType === 'string' && COMPRESSIBLE_TYPE.test(contentType) && bytes >= MIN_COMPRESSED_BYTES;
}

/**
 * The best encoding an Accept-Encoding header allows: Brotli, then gzip; null when neither (no header,
 * `identity` only, or `q=0`). A `*` stands for the encodings it does not name.
 */
export function pickEncoding(accept: string | null | undefined): Encoding | null {
  if (!accept) return null;
  const weights = new Map<string, number>();
  for (const part of accept.toLowerCase().split(',')) {
    const [name = '', ...params] = part.split(';').map((s) => s.trim());
    const q = params.find((p) => p.startsWith('q='));
    const weight = q ? Number(q.slice(2)) : 1;
    if (name) weights.set(name, Number.isFinite(weight) ? weight : 0);
  }
  const weight = (name: Encoding) => weights.get(name) ?? weights.get('*') ?? 0;
  const br = weight('br');
  const gz = weight('gzip');
  if (br > 0 && br >= gz) return 'br';
  return gz > 0 ? 'gzip' : null;
}

/** A page or another answer made as it is sent: fast settings (Brotli 4, gzip 6). */
export function compressNow(body: Uint8Array, encoding: Encoding): Uint8Array {
  return encoding === 'br'
    ? brotliCompressSync(body, {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: 4,
          [constants.BROTLI_PARAM_SIZE_HINT]: body.byteLength,
          [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        },
      })
    : gzipSync(body, { level: 6 });
}

const brotliLater = promisify(brotliCompress);
const gzipLater = promisify(gzip);

/** Built files compressed, by path and encoding, with the version of the file they were made from. */
const files = new Map<string, { version: string; packed: Promise<Uint8Array<ArrayBuffer> | null> }>();

/**
 * A built file compressed at the highest settings, made once per version of the file (its size and time)
 * off the main thread; null when the file cannot be read or compressing does not pay (under
 * MIN_COMPRESSED_BYTES, or not smaller).
 */
export async function compressedFile(path: string, encoding: Encoding): Promise<Uint8Array<ArrayBuffer> | null> {
  const key = `${encoding}:${path}`;
  const info = await stat(path).catch(() => null);
  if (!info?.isFile()) return null;
  const version = `${info.size}:${info.mtimeMs}`;
  const known = files.get(key);
  if (known?.version === version) return known.packed;
  const packed = readFile(path).then(
    async (body) => {
      if (body.byteLength < MIN_COMPRESSED_BYTES) return null;
      const made =
        encoding === 'br'
          ? await brotliLater(body, {
              params: {
                [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
                [constants.BROTLI_PARAM_SIZE_HINT]: body.byteLength,
              },
            })
          : await gzipLater(body, { level: 9 });
      return made.byteLength < body.byteLength ? new Uint8Array(made) : null;
    },
    () => {
      // Not readable now: tried again next time.
      files.delete(key);
      return null;
    },
  );
  files.set(key, { version, packed });
  return packed;
}

/** A Vary header's value with Accept-Encoding added (once). */
export function varyOnEncoding(vary: unknown): string {
  const current = Array.isArray(vary) ? vary.join(', ') : typeof vary === 'string' ? vary : '';
  if (/(?:^|,)\s*(?:accept-encoding|\*)\s*(?:,|$)/i.test(current)) return current;
  return current ? `${current}, Accept-Encoding` : 'Accept-Encoding';
}
