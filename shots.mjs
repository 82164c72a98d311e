import { chromium } from '@playwright/test';
const base = 'http://localhost:4600';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
const ctx = await browser.newContext({ viewport: { width: 1280, height: 900 } });
const page = await ctx.newPage();
await page.goto(`${base}/accedi?next=/ordini/precedenti`);
await page.getByLabel('Email').fill('giulia.bianchi@example.it');
await page.getByLabel('Password').fill('Mercato2026!');
await page.getByRole('button', { name: 'Accedi' }).click();
await page.waitForURL(/ordini/);
const list = [];
for (let n = 1; n < 5; n++) {
  const r = await (await page.request.get(`${base}/commerce/resources/auth/orders?page=${n}`)).json();
  list.push(...r.data.orders);
  if (n >= r.data.pages) break;
}
const delivered = list.find((o) => o.orderStatus === 'CONSEGNATO' && o.complaintEnabled);
const locker = list.find((o) => o.navigation === 'drive' && o.orderStatus === 'IN_CONSEGNA');
const pages = {
  list: '/ordini/precedenti',
  detail: `/ordini/ordine/${delivered.orderId}`,
  locker: `/ordini/ordine/${locker.orderId}`,
  print: `/ordini/${delivered.orderId}/dettagli-consegna`,
  complaint: `/ordini/ordine/${delivered.orderId}/segnalazione`,
  cards: '/ordini/carte',
  vouchers: '/ordini/buoni/amici-scuola',
  fuel: '/ordini/buoni/carburante',
  reorder: `/riordina/${delivered.orderId}/${delivered.publicOrderId}`,
  listing: '/supermercato/menu/1/frutta-e-verdura',
};
const only = process.argv[2] ? process.argv[2].split(',') : Object.keys(pages);
for (const [name, path] of Object.entries(pages)) {
  if (!only.includes(name)) continue;
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto(base + path);
    await page.waitForTimeout(600);
    await page.screenshot({ path: `/tmp/shots/${name}-${width}.png`, fullPage: width === 390 ? false : true });
  }
}
await browser.close();
