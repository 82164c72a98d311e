// Serves one example folder on an origin of its own, as a partner's or an editor's plain web server would:
// static files, no build step. Its HTML pages point at the shop on http://localhost:4321; this server
// writes SHOP_ORIGIN there instead, so the same files work against a shop anywhere.
//   node examples/serve.mjs <folder>      (npm run example:partner, npm run example:cms)
//   EXAMPLE_PORT  default: the folder's own (partner-page 4322, cms-page 4323)
//   SHOP_ORIGIN   default http://localhost:4321 (the shop must list this page's origin in MERCATO_PARTNER_ORIGINS)
import { createServer } from 'node:http';
import { readFile, stat } from 'node:fs/promises';
import { extname, join, normalize, resolve, sep } from 'node:path';

const DEFAULT_PORTS = { 'partner-page': 4322, 'cms-page': 4323 };
const WRITTEN_SHOP = 'http://localhost:4321';
const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
};

const name = process.argv[2];
const root = name ? resolve(import.meta.dirname, name) : '';
if (!name || !(await stat(join(root, 'index.html')).catch(() => null))) {
  console.error(
    `usage: node examples/serve.mjs <folder>  (a folder of examples/ with an index.html: ${name ?? 'none given'})`,
  );
  process.exit(1);
}
const port = Number(process.env.EXAMPLE_PORT ?? DEFAULT_PORTS[name] ?? 4322);
const shop = (process.env.SHOP_ORIGIN ?? WRITTEN_SHOP).replace(/\/+$/, '');

/** The file a request path names inside the folder (a folder: its index.html), or null outside it. */
function fileOf(url) {
  let path;
  try {
    path = decodeURIComponent(new URL(url, 'http://x').pathname);
  } catch {
    return null;
  }
  const file = normalize(join(root, path.endsWith('/') ? `${path}index.html` : path));
  return file === root || file.startsWith(root + sep) ? file : null;
}

const server = createServer(async (req, res) => {
  if (req.method !== 'GET' && req.method !== 'HEAD') {
    res.writeHead(405, { allow: 'GET, HEAD', 'content-type': 'text/plain; charset=utf-8' });
    res.end('Metodo non consentito');
    return;
  }
  const file = fileOf(req.url ?? '/');
  const type = file && TYPES[extname(file)];
  const body = type && (await readFile(file).catch(() => null));
  if (!body) {
    res.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' });
    res.end('Pagina non trovata');
    return;
  }
  res.writeHead(200, { 'content-type': type, 'cache-control': 'no-store' });
  res.end(type.startsWith('text/html') ? body.toString('utf8').replaceAll(WRITTEN_SHOP, shop) : body);
});
server.on('error', (err) => {
  // A taken port must not look like a running example.
  console.error(`examples/${name}: cannot listen on http://localhost:${port}: ${err.message}`);
  process.exit(1);
});
server.listen(port, 'localhost', () => console.log(`examples/${name} on http://localhost:${port} (shop ${shop})`));
