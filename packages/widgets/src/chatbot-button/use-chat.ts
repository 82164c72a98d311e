// The chat's connection (issue 37): the assistant's WebSocket (contracts contact.ts frames), reconnected
// after a network loss (1, 2, 4 … 10 s, at once when the browser is back online) with the conversation
// reloaded from the server; the text being typed is the panel's (kept in sessionStorage too, so a reload
// keeps it), and a message sent while offline waits and goes once the socket is back (its clientId makes
// a repeat count once). The assistant's answers appear after the typing delay (spec §9: 2 s).
import { useCallback, useEffect, useRef, useState } from 'react';
import type { ChatMessage, ChatServerFrame, ChatState } from '@mercato/contracts/contact';
import { CHATBOT_TYPING_DELAY_MS } from '@mercato/contracts/constants';

export type Connection = 'connecting' | 'online' | 'offline';

export interface ChatOptions {
  apiBase?: string;
  socketUrl?: string;
}

interface Pending {
  clientId: string;
  text: string;
}

const newClientId = () =>
  Array.from(crypto.getRandomValues(new Uint8Array(16)), (b) => b.toString(16).padStart(2, '0')).join('');

/** ws(s)://… of `url` (ws(s):// kept; http(s):// and paths made absolute on the API's origin). */
export function socketAddress(url: string, apiBase?: string): string {
  const base = apiBase ? new URL(apiBase, location.href) : new URL(location.href);
  const u = new URL(url, base);
  if (u.protocol === 'http:') u.protocol = 'ws:';
  else if (u.protocol === 'https:') u.protocol = 'wss:';
  return u.href;
}

async function configuredUrl(apiBase?: string): Promise<string | null> {
  const base = (apiBase ?? '').replace(/\/+$/, '');
  const res = await fetch(`${base}/commerce/resources/contact/livechat`, {
    credentials: apiBase ? 'omit' : 'same-origin',
    headers: { accept: 'application/json' },
  });
  if (!res.ok) throw new Error(String(res.status));
  const body = (await res.json()) as { data?: { opened?: boolean; chatUrl?: string | null } };
  return body.data?.opened && body.data.chatUrl ? body.data.chatUrl : null;
}

export function useChat({ apiBase, socketUrl }: ChatOptions) {
  const [messages, setMessages] = useState<ChatMessage[]>([]);
  const [state, setState] = useState<ChatState>('BOT');
  const [logged, setLogged] = useState(false);
  const [connection, setConnection] = useState<Connection>('connecting');
  const [typing, setTyping] = useState(false);
  const [notice, setNotice] = useState<{ text: string; restore?: string } | null>(null);
  const [unavailable, setUnavailable] = useState(false);
  const socket = useRef<WebSocket | null>(null);
  const pending = useRef<Pending[]>([]);
  const shown = useRef(new Set<number>());
  const delayed = useRef<ChatMessage[]>([]);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);

  const show = useCallback((m: ChatMessage) => {
    if (shown.current.has(m.id)) return;
    shown.current.add(m.id);
    setMessages((list) => [...list, m].sort((a, b) => a.id - b.id));
  }, []);

  /** The assistant's messages wait for the typing delay; the others show at once. */
  const arrive = useCallback(
    (m: ChatMessage) => {
      if (m.author !== 'bot') {
        if (m.clientId) pending.current = pending.current.filter((p) => p.clientId !== m.clientId);
        return show(m);
      }
      delayed.current.push(m);
      setTyping(true);
      if (timer.current) return;
      timer.current = setTimeout(() => {
        timer.current = null;
        for (const d of delayed.current.splice(0)) show(d);
        setTyping(false);
      }, CHATBOT_TYPING_DELAY_MS);
    },
    [show],
  );

  useEffect(() => {
    let stopped = false;
    let attempt = 0;
    let retry: ReturnType<typeof setTimeout> | null = null;
    let address: string | null = null;

    const connect = async () => {
      if (stopped) return;
      setConnection('connecting');
      try {
        address ??= socketUrl
          ? socketAddress(socketUrl, apiBase)
          : await configuredUrl(apiBase).then((u) => (u ? socketAddress(u, apiBase) : null));
      } catch {
        return later();
      }
      if (address === null) {
        setUnavailable(true);
        return;
      }
      const ws = new WebSocket(address);
      socket.current = ws;
      ws.onopen = () => {
        attempt = 0;
        ws.send(JSON.stringify({ type: 'hello' }));
      };
      ws.onmessage = (event) => {
        let frame: ChatServerFrame;
        try {
          frame = JSON.parse(String(event.data)) as ChatServerFrame;
        } catch {
          return;
        }
        if (frame.type === 'history') {
          shown.current = new Set(frame.messages.map((m) => m.id));
          setMessages(frame.messages);
          setState(frame.state);
          setLogged(frame.logged);
          setConnection('online');
          // What was sent while offline goes now (a repeat counts once on the server).
          const known = new Set(frame.messages.map((m) => m.clientId).filter(Boolean));
          pending.current = pending.current.filter((p) => !known.has(p.clientId));
          for (const p of pending.current)
            ws.send(JSON.stringify({ type: 'message', clientId: p.clientId, text: p.text }));
        } else if (frame.type === 'message') arrive(frame.message);
        else if (frame.type === 'state') setState(frame.state);
        else if (frame.type === 'error') {
          const refused = frame.clientId ? pending.current.find((p) => p.clientId === frame.clientId) : undefined;
          if (refused) pending.current = pending.current.filter((p) => p !== refused);
          setNotice({ text: frame.message, restore: refused?.text });
        }
      };
      ws.onclose = () => {
        if (socket.current === ws) socket.current = null;
        if (!stopped) later();
      };
    };
    const later = () => {
      if (stopped) return;
      setConnection('offline');
      if (retry) clearTimeout(retry);
      retry = setTimeout(() => void connect(), Math.min(10_000, 1000 * 2 ** attempt++));
    };
    const online = () => {
      if (socket.current) return;
      if (retry) clearTimeout(retry);
      attempt = 0;
      void connect();
    };
    const offline = () => {
      setConnection('offline');
      socket.current?.close();
    };
    addEventListener('online', online);
    addEventListener('offline', offline);
    void connect();
    return () => {
      stopped = true;
      removeEventListener('online', online);
      removeEventListener('offline', offline);
      if (retry) clearTimeout(retry);
      if (timer.current) clearTimeout(timer.current);
      socket.current?.close();
    };
  }, [apiBase, socketUrl, arrive]);

  /** Sends `text` (the caller checked its length); false while offline (the text stays with the caller). */
  const send = useCallback((text: string): boolean => {
    const ws = socket.current;
    if (!ws || ws.readyState !== WebSocket.OPEN) return false;
    const p = { clientId: newClientId(), text };
    pending.current.push(p);
    setNotice(null);
    ws.send(JSON.stringify({ type: 'message', clientId: p.clientId, text }));
    return true;
  }, []);

  const askOperator = useCallback(() => {
    const ws = socket.current;
    if (ws?.readyState === WebSocket.OPEN) ws.send(JSON.stringify({ type: 'operator' }));
  }, []);

  return {
    messages,
    state,
    logged,
    connection,
    typing,
    notice,
    unavailable,
    send,
    askOperator,
    clearNotice: () => setNotice(null),
  };
}
