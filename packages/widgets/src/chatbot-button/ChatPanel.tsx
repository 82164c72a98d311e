// The chat panel (issue 37): the conversation (a log read out as it grows), the assistant's typing, the
// offline notice, the message box (spec §9: at most 255 characters) and the operator request. Downloaded
// with the first click on the launcher; in React apps <ChatbotButton> renders it.
import { useEffect, useId, useRef, useState } from 'react';
import { CHATBOT_MESSAGE_MAX } from '@mercato/contracts/constants';
import { chat as texts } from '@mercato/contracts/i18n/it-chat';
import { emit } from '../runtime/emit.ts';
import { type ChatOptions, useChat } from './use-chat.ts';

const DRAFT_KEY = 'mercato-chatbot-draft';
const readDraft = () => {
  try {
    return sessionStorage.getItem(DRAFT_KEY) ?? '';
  } catch {
    return '';
  }
};
const writeDraft = (text: string) => {
  try {
    if (text) sessionStorage.setItem(DRAFT_KEY, text);
    else sessionStorage.removeItem(DRAFT_KEY);
  } catch {
    // storage refused: the draft lives in the panel only
  }
};

export interface ChatPanelProps extends ChatOptions {
  onClose?: () => void;
}

const AUTHOR = { customer: texts.you, bot: texts.bot, staff: texts.staff, system: texts.system } as const;

export function ChatPanel({ apiBase, socketUrl, onClose }: ChatPanelProps) {
  const chat = useChat({ apiBase, socketUrl });
  const [text, setText] = useState(readDraft);
  const id = useId();
  const input = useRef<HTMLTextAreaElement>(null);
  const log = useRef<HTMLOListElement>(null);
  const root = useRef<HTMLElement>(null);

  useEffect(() => writeDraft(text), [text]);
  useEffect(() => {
    log.current?.lastElementChild?.scrollIntoView?.({ block: 'end' });
  }, [chat.messages.length, chat.typing]);
  useEffect(() => {
    if (chat.notice?.restore !== undefined) {
      setText(chat.notice.restore);
      chat.clearNotice();
    }
  }, [chat.notice, chat.clearNotice]);
  useEffect(() => input.current?.focus(), []);

  const tooLong = [...text].length > CHATBOT_MESSAGE_MAX;
  const offline = chat.connection !== 'online';
  const submit = () => {
    const value = text.trim();
    if (value === '' || tooLong || offline) return;
    if (chat.send(value)) setText('');
  };

  return (
    <section ref={root} className="chat" part="panel" aria-labelledby={`${id}-title`} role="dialog" aria-modal="false">
      <header className="chat__head">
        <h2 id={`${id}-title`}>{texts.title}</h2>
        <button
          type="button"
          className="chat__close"
          onClick={() => (onClose ? onClose() : emit(root.current, 'chatbot-close', null))}
          aria-label={texts.close}
        >
          ×
        </button>
      </header>
      {chat.unavailable ? (
        <p className="chat__notice" role="alert">
          {texts.unavailable}
        </p>
      ) : (
        <>
          {/* The log role on a wrapper: on the <ol> itself it would take the list's role, and its items would
              be list items outside a list (axe 'listitem'). */}
          <div className="chat__log" role="log" aria-live="polite" aria-label={texts.title}>
            <ol ref={log} className="chat__list">
              <li className="chat__msg chat__msg--bot">
                <span className="chat__who">{texts.bot}</span>
                <p>{texts.welcome}</p>
              </li>
              {chat.messages.map((m) => (
                <li key={m.id} className={`chat__msg chat__msg--${m.author}`}>
                  <span className="chat__who">{AUTHOR[m.author]}</span>
                  <p>{m.text}</p>
                  {m.links.length > 0 && (
                    <ul className="chat__links">
                      {m.links.map((l) => (
                        <li key={l.url}>
                          <a href={l.url}>{l.label}</a>
                        </li>
                      ))}
                    </ul>
                  )}
                </li>
              ))}
            </ol>
          </div>
          <p className="chat__status" role="status">
            {chat.typing
              ? texts.typing
              : chat.connection === 'offline'
                ? texts.offline
                : chat.connection === 'connecting'
                  ? texts.connecting
                  : ''}
          </p>
          {chat.notice && (
            <p className="chat__notice" role="alert">
              {chat.notice.text}
            </p>
          )}
          <form
            className="chat__form"
            onSubmit={(e) => {
              e.preventDefault();
              submit();
            }}
          >
            <label htmlFor={`${id}-input`} className="chat__label">
              {texts.input}
            </label>
            <textarea
              ref={input}
              id={`${id}-input`}
              rows={2}
              value={text}
              aria-invalid={tooLong || undefined}
              aria-describedby={`${id}-count`}
              onChange={(e) => setText(e.currentTarget.value)}
              onKeyDown={(e) => {
                if (e.key === 'Enter' && !e.shiftKey) {
                  e.preventDefault();
                  submit();
                }
              }}
            />
            <p id={`${id}-count`} className={tooLong ? 'chat__count chat__count--over' : 'chat__count'}>
              {tooLong
                ? texts.tooLong
                : texts.counter.replace('{n}', String([...text].length)).replace('{max}', String(CHATBOT_MESSAGE_MAX))}
            </p>
            <div className="chat__actions">
              {chat.state === 'BOT' || chat.state === 'CLOSED' ? (
                <button type="button" className="chat__operator" disabled={offline} onClick={chat.askOperator}>
                  {texts.operatorButton}
                </button>
              ) : (
                <span />
              )}
              <button type="submit" className="chat__send" disabled={offline || tooLong || text.trim() === ''}>
                {texts.send}
              </button>
            </div>
          </form>
        </>
      )}
    </section>
  );
}

/** The element's component (<mercato-chatbot-panel>): closing is the launcher's, told by an event. */
export function ChatPanelElement(props: ChatOptions & { disabled?: boolean }) {
  return <ChatPanel apiBase={props.apiBase} socketUrl={props.socketUrl} />;
}
