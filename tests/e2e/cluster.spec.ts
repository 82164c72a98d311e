// Several instances behind nginx (issue 41; docs/adr/0046-cluster-behind-nginx.md): an instance killed in
// the middle of a run of trolley adds. Every add is answered, or answered 502 by the balancer and then
// safely retried with its Idempotency-Key; at the end the trolley holds each add exactly once.
// Runs in the `cluster` project only (playwright.config.ts: on PostgreSQL), on a cluster of its own
// (`npm run start:cluster`, 2 instances) over the e2e database, so that the kill touches no other test.
import { type ChildProcess, spawn } from 'node:child_process';
import { join } from 'node:path';
import { request as playwrightRequest } from '@playwright/test';
import { errors } from '@mercato/contracts/i18n/it';
import { API, newCustomer } from './helpers.ts';
import { expect, test } from './fixtures.ts';

const root = join(import.meta.dirname, '../..');

interface ClusterMeta {
  databaseUrl: string;
  dataDir: string;
  killPort: number;
}

/** Starts `npm run start:cluster` (2 instances, no warm-up); resolves with the balancer and instance pids. */
async function startCluster(meta: ClusterMeta) {
  let output = '';
  const child: ChildProcess = spawn(
    process.execPath,
    [
      'scripts/cluster.mjs',
      '--instances',
      '2',
      '--port',
      String(meta.killPort),
      '--instance-port',
      String(meta.killPort + 1),
      '--no-warmup',
      '--no-build',
    ],
    {
      cwd: root,
      env: {
        ...process.env,
        HOST: 'localhost',
        DATABASE_URL: meta.databaseUrl,
        MERCATO_DATA_DIR: meta.dataDir,
        MERCATO_TEST_HOOKS: '1',
        MERCATO_TRUST_PROXY: '1',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  child.stdout?.on('data', (d) => {
    output += d;
  });
  child.stderr?.on('data', (d) => {
    output += d;
  });
  try {
    // Its instances open the database, which the e2e shop has migrated and seeded: seconds on CI.
    await expect
      .poll(() => (child.exitCode === null ? /\[cluster\] Mercato: http/.test(output) : 'exited'), {
        timeout: Math.max(30_000, test.info().timeout - 45_000),
      })
      .toBe(true);
  } catch (err) {
    child.kill('SIGTERM');
    throw new Error(`start:cluster did not start (${(err as Error).message.split('\n')[0]}): ${output.slice(-3000)}`);
  }
  const pidOf = (n: number) => Number(new RegExp(`instance ${n}: pid (\\d+)`).exec(output)?.[1]);
  return { child, exited, output: () => output, pidOf };
}

test('an instance killed in the middle of trolley adds: every add answered or safely retried, none lost', async ({
  plain,
}) => {
  test.slow();
  const meta = test.info().project.metadata as ClusterMeta;
  const cluster = await startCluster(meta);
  const shop = await playwrightRequest.newContext({ baseURL: `http://localhost:${meta.killPort}` });
  try {
    await newCustomer(shop, 'mario.rossi@example.it');
    const token = (await shop.storageState()).cookies.find((c) => c.name === 'XSRF-TOKEN')?.value ?? '';
    const headers = { 'X-XSRF-TOKEN': decodeURIComponent(token) };
    const products = (await plain(8)).map((p) => p.id);
    const addsPerProduct = 4;
    const killAfter = 10;
    const victim = cluster.pidOf(1);
    expect(victim).toBeGreaterThan(0);

    let answered = 0;
    let killed = false;
    /** The first answer of every add, and how many tries it took to be answered 200. */
    const firsts: number[] = [];
    const tries: number[] = [];
    /** The answers of the adds sent again, each `status message`. */
    const retried: string[] = [];
    const post = (productId: number, key: string) =>
      shop.post(`${API}/auth/trolley/item`, {
        headers: { ...headers, 'Idempotency-Key': key },
        data: { productId, quantity: 1 },
        failOnStatusCode: false,
      });
    const add = async (productId: number, key: string) => {
      const first = await post(productId, key);
      firsts.push(first.status());
      if (first.ok()) {
        tries.push(1);
        return;
      }
      // Sent again with the same key until answered, as a shopper's retry would: the killed instance's
      // transaction may still hold the add's lock for a moment ('Operazione già avviata…', 409).
      let attempts = 1;
      await expect(async () => {
        attempts++;
        const res = await post(productId, key);
        if (!res.ok()) retried.push(`${res.status()} ${(await res.json().catch(() => null))?.error?.message ?? ''}`);
        expect(res.status()).toBe(200);
      }).toPass({ intervals: [100, 250, 500, 1000], timeout: 30_000 });
      tries.push(attempts);
    };
    // Four lanes, two products each, one add after another in a lane: adds of one product never overlap
    // (that is the 409 'Operazione già avviata' of a double click, another test's subject).
    await Promise.all(
      [0, 1, 2, 3].map(async (lane) => {
        for (let round = 0; round < addsPerProduct; round++) {
          for (const productId of products.slice(lane * 2, lane * 2 + 2)) {
            await add(productId, `cluster-kill-${productId}-${round}-${test.info().testId}`);
            answered++;
            if (answered === killAfter && !killed) {
              killed = true;
              process.kill(victim, 'SIGKILL');
            }
          }
        }
      }),
    );
    expect(killed).toBe(true);
    const seen = new Map<number, number>();
    for (const status of firsts) seen.set(status, (seen.get(status) ?? 0) + 1);
    test.info().annotations.push({
      type: 'first answers',
      description: [...seen].map(([status, n]) => `${n}× ${status}`).join(', '),
    });
    expect(firsts).toHaveLength(products.length * addsPerProduct);
    // Answered, or refused by the balancer for the instance gone: nothing else (no 500, no other 409).
    for (const status of firsts) expect([200, 502, 503, 504]).toContain(status);
    // A retry is refused only while the first attempt's lock lingers, with the shop's message to retry.
    for (const answer of retried) {
      if (!/^50[234] /.test(answer)) expect(answer).toBe(`409 ${errors.duplicateOperation}`);
    }
    // The adds after the kill were answered too (by the instance left, or the one started again).
    expect(tries).toHaveLength(products.length * addsPerProduct);

    // Nothing lost, nothing twice: each product once per add, whichever instance answered.
    const trolley = (await (await shop.get(`${API}/auth/trolley`)).json()).data as {
      items: { productId: number; quantity: number }[];
    };
    const quantities = Object.fromEntries(trolley.items.map((i) => [i.productId, i.quantity]));
    expect(quantities).toEqual(Object.fromEntries(products.map((id) => [id, addsPerProduct])));
    // The cluster noticed the crash and started the instance again.
    expect(cluster.output()).toMatch(new RegExp(`instance 1 \\(pid ${victim}\\) ended \\(SIGKILL\\)`));

    await shop.delete(`${API}/auth/trolley`, { headers });
  } finally {
    await shop.dispose();
    cluster.child.kill('SIGTERM');
    await cluster.exited;
  }
});
