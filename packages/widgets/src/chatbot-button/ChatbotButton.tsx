// <ChatbotButton> for React apps (issue 37): the launcher button; the panel's code is downloaded on the
// first click (lazyPart). Closes with its close button or Escape, and gives the focus back.
import { useEffect, useRef, useState } from 'react';
import { chat as texts } from '@mercato/contracts/i18n/it-chat';
import { lazyPart } from '../runtime/lazy-part.ts';
import type { ChatOptions } from './use-chat.ts';

const panel = lazyPart(() => import('./ChatPanel.tsx'));

export interface ChatbotButtonProps extends ChatOptions {
  /** The page does not allow the chat now. */
  disabled?: boolean;
}

export function ChatbotButton({ apiBase, socketUrl, disabled = false }: ChatbotButtonProps) {
  const [open, setOpen] = useState(false);
  const [failed, setFailed] = useState(false);
  const [, setLoaded] = useState(0);
  const button = useRef<HTMLButtonElement>(null);
  const Panel = panel.get()?.ChatPanel;
  const close = () => {
    setOpen(false);
    button.current?.focus();
  };
  useEffect(() => {
    if (!open) return;
    const onKey = (e: KeyboardEvent) => e.key === 'Escape' && close();
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [open]);
  const toggle = () => {
    if (open) return close();
    setFailed(false);
    panel.load().then(
      () => {
        setLoaded((n) => n + 1);
        setOpen(true);
      },
      () => setFailed(true),
    );
  };
  return (
    <div className="mercato-chatbot">
      {open && Panel && <Panel apiBase={apiBase} socketUrl={socketUrl} onClose={close} />}
      <button
        ref={button}
        type="button"
        className="mercato-chatbot__button"
        aria-expanded={open}
        aria-label={texts.openLabel}
        disabled={disabled}
        onClick={toggle}
      >
        {texts.open}
      </button>
      {failed && <p role="alert">{texts.loadFailed}</p>}
    </div>
  );
}
