// Runs the API alone: `npx node packages/server/src/serve.ts` (PORT, HOST, DATABASE_URL, … as in config.ts).
// The routes live under /commerce/resources. The port is checked first: a taken port is reported
// instead of the silent exit of the node server.
import type { Server } from 'node:http';
import { createServer } from 'node:net';
import { serve } from '@hono/node-server';
import { attachChatSocket } from './chat-socket.ts';
import { listenAddress } from './config.ts';
import { getShop } from './shop.ts';

function portFree(port: number, host: string): Promise<NodeJS.ErrnoException | null> {
  return new Promise((resolve) => {
    const probe = createServer();
    probe.once('error', (err: NodeJS.ErrnoException) => resolve(err));
    probe.listen(port, host, () => probe.close(() => resolve(null)));
  });
}

async function main(): Promise<void> {
  const { port, host } = listenAddress();
  const busy = await portFree(port, host);
  if (busy) {
    console.error(
      busy.code === 'EADDRINUSE'
        ? `Port ${port} on ${host} is already in use: stop the other server or set PORT to a free port.`
        : `Cannot listen on ${host}:${port}: ${busy.message}`,
    );
    process.exit(1);
  }
  const shop = await getShop();
  const server = serve({ fetch: shop.app.fetch, port, hostname: host }, (info) => {
    console.log(
      `[mercato] API on http://${host === '0.0.0.0' ? 'localhost' : host}:${info.port}/commerce/resources (${shop.where})`,
    );
  });
  // The assistant's WebSocket (chat-socket.ts) on the same port.
  attachChatSocket(server as Server, async () => shop);
  server.on('error', (err) => {
    console.error(`[mercato] server error: ${err.message}`);
    process.exit(1);
  });
}

main().catch((err: unknown) => {
  console.error(`[mercato] ${err instanceof Error ? err.message : String(err)}`);
  process.exit(1);
});
