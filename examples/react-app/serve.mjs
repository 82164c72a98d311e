// Serves a built app (default ./dist; `node serve.mjs <folder>`) on its own origin, http://localhost:4324
// (REACT_APP_PORT), telling it where the shop is: SHOP_ORIGIN (default http://localhost:4321) replaces
// the shop of the page's <meta name="mercato-shop">. The shop must list this origin in
// MERCATO_PARTNER_ORIGINS for the calls with credentials (guest entry, trolley, search).
import { createServer } from 'node:http';
import { existsSync, readFileSync, statSync } from 'node:fs';
import { extname, join, normalize, resolve, sep } from 'node:path';

const root = resolve(process.argv[2] ?? process.env.REACT_APP_DIR ?? join(import.meta.dirname, 'dist'));
const port = Number(process.env.REACT_APP_PORT ?? 4324);
const shop = (process.env.SHOP_ORIGIN ?? 'http://localhost:4321').replace(/\/+$/, '');
const types = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.json': 'application/json',
};

createServer((req, res) => {
  const path = decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname);
  let file = normalize(join(root, path));
  if (file !== root && !file.startsWith(root + sep)) file = root;
  if (existsSync(file) && statSync(file).isDirectory()) file = join(file, 'index.html');
  if (!existsSync(file)) {
    // The root answers even before a build is there (the e2e tests build into subfolders of it).
    res.writeHead(path === '/' ? 200 : 404, { 'content-type': 'text/plain; charset=utf-8' });
    res.end(path === '/' ? `Nessuna app in ${root}: costruiscila con npm run build.` : 'Pagina non trovata');
    return;
  }
  const type = types[extname(file)] ?? 'application/octet-stream';
  let body = readFileSync(file);
  if (extname(file) === '.html') body = body.toString('utf8').replaceAll('http://localhost:4321', shop);
  res.writeHead(200, { 'content-type': type, 'cache-control': 'no-store' });
  res.end(body);
}).listen(port, 'localhost', () => console.log(`React app on http://localhost:${port} (from ${root}, shop ${shop})`));
