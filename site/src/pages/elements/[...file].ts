import type { APIRoute } from 'astro';
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join, normalize, sep } from 'node:path';
import { siteShell } from '@mercato/contracts/i18n/it';
import { compressedFile, pickEncoding } from '~/request/compression.ts';

// Serves the standalone element bundles of @mercato/widgets (packages/widgets/dist/elements) so that a
// partner page needs only the shop's origin: `<script type="module" src="https://shop/elements/x.js">`.
// Module scripts loaded cross-origin need CORS; entry files keep a stable name (short cache), chunks are
// content-hashed (cached for a year). A browser that accepts Brotli or gzip gets the file compressed (made
// once per process: request/compression.ts).
const require = createRequire(import.meta.url);
const root = join(dirname(require.resolve('@mercato/widgets/package.json')), 'dist', 'elements');

export const GET: APIRoute = async ({ params, request }) => {
  const file = normalize(params.file ?? '');
  const path = join(root, file);
  if (!file.endsWith('.js') || !path.startsWith(root + sep)) return new Response(siteShell.notFound, { status: 404 });
  // The compressed copy when the browser takes one (kept per file version); the file itself otherwise.
  const encoding = pickEncoding(request.headers.get('accept-encoding'));
  const packed = encoding ? await compressedFile(path, encoding) : null;
  let body: Uint8Array<ArrayBuffer>;
  try {
    body = packed ?? new Uint8Array(await readFile(path));
  } catch {
    return new Response(siteShell.notFound, { status: 404, headers: { 'access-control-allow-origin': '*' } });
  }
  const hashed = file.startsWith(`chunks${sep}`);
  return new Response(body, {
    headers: {
      'content-type': 'text/javascript; charset=utf-8',
      vary: 'Accept-Encoding',
      ...(packed && encoding ? { 'content-encoding': encoding } : {}),
      'access-control-allow-origin': '*',
      'cache-control': hashed ? 'public, max-age=31536000, immutable' : 'public, max-age=300, must-revalidate',
      'x-content-type-options': 'nosniff',
    },
  });
};
