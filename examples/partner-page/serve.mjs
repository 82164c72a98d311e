// Serves the partner page on its own origin (default http://localhost:4322), pointing at the shop's
// origin (SHOP_ORIGIN, default http://localhost:4321). Run: npm run partner
import { createServer } from 'node:http';
import { readFileSync } from 'node:fs';

const port = Number(process.env.PARTNER_PORT ?? 4322);
const shop = (process.env.SHOP_ORIGIN ?? 'http://localhost:4321').replace(/\/+$/, '');
const page = readFileSync(new URL('./index.html', import.meta.url), 'utf8').replaceAll('http://localhost:4321', shop);

createServer((req, res) => {
  if (req.url === '/' || req.url?.startsWith('/?') || req.url === '/index.html') {
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' });
    res.end(page);
    return;
  }
  res.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' });
  res.end('Pagina non trovata');
}).listen(port, 'localhost', () => console.log(`partner page on http://localhost:${port} (shop ${shop})`));
