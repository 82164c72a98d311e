import { mkdtempSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { compressedFile, compressible, compressNow, pickEncoding, varyOnEncoding } from './compression.ts';

const text = (n: number) => Buffer.from('<li class="product-tile">Pasta di semola 500 g</li>\n'.repeat(n));

describe('compressed answers', () => {
  it('picks Brotli, then gzip, as the Accept-Encoding header allows', () => {
    expect(pickEncoding('gzip, deflate, br, zstd')).toBe('br');
    expect(pickEncoding('gzip, deflate')).toBe('gzip');
    expect(pickEncoding('br;q=0, gzip')).toBe('gzip');
    expect(pickEncoding('br;q=0.5, gzip;q=0.8')).toBe('gzip');
    expect(pickEncoding('*')).toBe('br');
    expect(pickEncoding('*;q=0, gzip')).toBe('gzip');
    expect(pickEncoding('identity')).toBeNull();
    expect(pickEncoding('gzip;q=0')).toBeNull();
    expect(pickEncoding('')).toBeNull();
    expect(pickEncoding(undefined)).toBeNull();
  });

  it('compresses text of 1 kB or more, never pictures', () => {
    expect(compressible('text/html; charset=utf-8', 5000)).toBe(true);
    expect(compressible('application/json', 5000)).toBe(true);
    expect(compressible('image/svg+xml', 5000)).toBe(true);
    expect(compressible('text/html', 1023)).toBe(false);
    expect(compressible('image/webp', 5000)).toBe(false);
    expect(compressible(undefined, 5000)).toBe(false);
  });

  it('a page compressed as it is sent reads back the same', () => {
    const page = text(2000);
    const br = compressNow(page, 'br');
    const gz = compressNow(page, 'gzip');
    expect(br.byteLength).toBeLessThan(page.byteLength / 5);
    expect(Buffer.from(brotliDecompressSync(br)).equals(page)).toBe(true);
    expect(Buffer.from(gunzipSync(gz)).equals(page)).toBe(true);
  });

  it('a built file is compressed once per version, and not at all when small or missing', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'mercato-compression-'));
    const file = join(dir, 'app.js');
    writeFileSync(file, text(500));
    const first = await compressedFile(file, 'br');
    expect(Buffer.from(brotliDecompressSync(first!)).equals(text(500))).toBe(true);
    expect(await compressedFile(file, 'br')).toBe(first);
    // A new build of the same file: made again from the new content.
    writeFileSync(file, text(600));
    utimesSync(file, new Date(), new Date(Date.now() + 5_000));
    const second = await compressedFile(file, 'gzip');
    expect(Buffer.from(gunzipSync(second!)).equals(text(600))).toBe(true);
    expect(Buffer.from(brotliDecompressSync((await compressedFile(file, 'br'))!)).equals(text(600))).toBe(true);

    writeFileSync(join(dir, 'tiny.js'), 'export {};');
    expect(await compressedFile(join(dir, 'tiny.js'), 'br')).toBeNull();
    expect(await compressedFile(join(dir, 'missing.js'), 'br')).toBeNull();
  });

  it('adds Accept-Encoding to Vary once', () => {
    expect(varyOnEncoding(undefined)).toBe('Accept-Encoding');
    expect(varyOnEncoding('Origin')).toBe('Origin, Accept-Encoding');
    expect(varyOnEncoding('Origin, accept-encoding')).toBe('Origin, accept-encoding');
    expect(varyOnEncoding(['Origin', 'Cookie'])).toBe('Origin, Cookie, Accept-Encoding');
  });
});
