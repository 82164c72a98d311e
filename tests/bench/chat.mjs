// The chatbot (issue 37): the launcher's and the panel's gzipped weight (the panel: the chunk the first
// click downloads, with what it imports that the launcher does not), and the assistant's answer latency
// over its WebSocket: 50 conversations at once (each its own visitor, so its own session), each asking
// a few FAQ questions one after another; the time from a message sent to the assistant's answer.
import { join } from 'node:path';
import { elementsDir } from '../../scripts/weigh.mjs';
import { fileGraph, kB, measureFiles } from './lib.mjs';

const CONVERSATIONS = 50;
const QUESTIONS = [
  'A che ora consegnate?',
  'Come pago la spesa?',
  'Posso modificare un ordine?',
  'Come annullo un ordine?',
];

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];

export async function chatWeightRows() {
  try {
    const graph = await fileGraph([join(elementsDir, 'chatbot-button.js')]);
    const launcher = measureFiles(graph.initial);
    const panel = measureFiles(graph.lazy);
    return [
      {
        area: 'chatbot',
        item: 'launcher (mercato-chatbot-button at load)',
        figures: `gzip ${kB(launcher.gzip)}`,
        note: `${graph.initial.length} file(s); budget 3 kB`,
      },
      {
        area: 'chatbot',
        item: 'chat panel (downloaded on the first click)',
        figures: `gzip ${kB(panel.gzip)}`,
        note: `${graph.lazy.length} file(s)`,
      },
    ];
  } catch (err) {
    return [{ area: 'chatbot', item: 'weights', figures: 'n/a', note: `not built (${err.message})` }];
  }
}

/** One conversation: connects, asks each question once its answer came; resolves the latencies (ms). */
async function conversation(WebSocket, url, origin) {
  const ws = new WebSocket(url, { headers: { origin } });
  await new Promise((resolve, reject) => {
    ws.once('open', resolve);
    ws.once('error', reject);
  });
  const times = [];
  try {
    for (const [i, text] of QUESTIONS.entries()) {
      const started = performance.now();
      const answered = new Promise((resolve, reject) => {
        const onMessage = (data) => {
          const frame = JSON.parse(String(data));
          if (frame.type === 'message' && frame.message.author === 'bot') {
            ws.off('message', onMessage);
            resolve();
          } else if (frame.type === 'error') {
            ws.off('message', onMessage);
            reject(new Error(frame.message));
          }
        };
        ws.on('message', onMessage);
      });
      ws.send(
        JSON.stringify({
          type: 'message',
          clientId: `bench-${Date.now()}-${i}-${Math.random().toString(36).slice(2, 10)}`,
          text,
        }),
      );
      await answered;
      times.push(performance.now() - started);
    }
  } finally {
    ws.close();
  }
  return times;
}

export async function chatLatencyRows(shop) {
  let WebSocket;
  try {
    ({ WebSocket } = await import('ws'));
  } catch (err) {
    return [{ area: 'chatbot', item: 'answer latency', figures: 'n/a', note: `ws not installed (${err.message})` }];
  }
  const url = `${shop.base.replace(/^http/, 'ws')}/commerce/resources/chat/socket`;
  try {
    const all = (
      await Promise.all(Array.from({ length: CONVERSATIONS }, () => conversation(WebSocket, url, shop.base)))
    ).flat();
    all.sort((a, b) => a - b);
    return [
      {
        area: 'chatbot',
        item: `answer latency over the WebSocket (${CONVERSATIONS} conversations at once)`,
        figures: `p50 ${percentile(all, 50).toFixed(1)} ms · p99 ${percentile(all, 99).toFixed(1)} ms`,
        note: `${all.length} answers from the FAQ (Italian full-text search); the panel's 2 s typing delay not included`,
        data: { p50: percentile(all, 50), p99: percentile(all, 99), answers: all.length },
      },
    ];
  } catch (err) {
    return [{ area: 'chatbot', item: 'answer latency', figures: 'n/a', note: err.message }];
  }
}
