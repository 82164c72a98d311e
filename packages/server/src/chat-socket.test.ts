// The chat's WebSocket (chat-socket.ts) over a real HTTP server and the `ws` client, with a shop whose
// services are stand-ins: a client's first frame, sent the moment the socket opens, is answered even when
// the live hub's subscription (PostgreSQL's LISTEN, the first time in a process) is still being made.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { WebSocket } from 'ws';
import { attachChatSocket, CHAT_SOCKET_URL_PATH } from './chat-socket.ts';
import type { Shop } from './shop.ts';

function fakeShop(subscribeDelayMs: number): Shop {
  const session = { id: 's1', xsrfToken: 'x', kind: 'freeVisit', customerId: null };
  return {
    config: { public: { chatbotEnabled: true }, partnerOrigins: [], trustProxy: 0 },
    services: {
      sessions: { get: async () => session, create: async () => session },
      chat: {
        hub: {
          subscribe: () => new Promise((resolve) => setTimeout(() => resolve(() => {}), subscribeDelayMs)),
        },
        history: async () => ({ state: 'BOT', messages: [] }),
        conversationOf: async () => null,
      },
    },
  } as unknown as Shop;
}

let server: Server | null = null;
afterEach(() => {
  server?.closeAllConnections();
  server?.close();
  server = null;
});

describe('the chat socket', () => {
  it('answers the hello sent at open while the hub is still subscribing', async () => {
    server = createServer();
    attachChatSocket(server, async () => fakeShop(200));
    await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    const ws = new WebSocket(`ws://127.0.0.1:${port}${CHAT_SOCKET_URL_PATH}`);
    const first = new Promise<unknown>((resolve, reject) => {
      ws.once('message', (data) => resolve(JSON.parse(String(data))));
      ws.once('error', reject);
    });
    ws.once('open', () => ws.send(JSON.stringify({ type: 'hello' })));
    expect(await first).toEqual({ type: 'history', state: 'BOT', messages: [], logged: false });
    ws.close();
  });
});
