// `send` ships no types of its own: what main.ts uses of it (send 1.x: a stream of one file, piped to the answer).
declare module 'send' {
  import type { IncomingMessage, ServerResponse } from 'node:http';

  interface SendStream {
    on(event: 'headers', listener: () => void): SendStream;
    on(event: 'error', listener: (err: Error & { status?: number }) => void): SendStream;
    pipe(res: ServerResponse): ServerResponse;
  }

  export default function send(req: IncomingMessage, path: string, options?: { root?: string }): SendStream;
}
