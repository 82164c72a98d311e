import {
  cloneElement,
  isValidElement,
  useEffect,
  useRef,
  useState,
  type ReactElement,
  type ReactNode,
  type SyntheticEvent,
} from 'react';
import { useIds } from '../use-ids.ts';

/** Spec shell §9: blur close delay. */
export const TOOLTIP_CLOSE_DELAY_MS = 200;

type Handler = (event: SyntheticEvent) => void;
interface TriggerProps {
  onFocus?: Handler;
  onBlur?: Handler;
  onMouseEnter?: Handler;
  onMouseLeave?: Handler;
  'aria-describedby'?: string;
}

export interface TooltipProps {
  /** The tooltip text. */
  content: ReactNode;
  /** One focusable element (a button, a link) that the tooltip describes. */
  children: ReactElement<TriggerProps>;
  placement?: 'top' | 'bottom';
  closeDelayMs?: number;
}

/**
 * A tooltip describing its trigger (aria-describedby): shown on hover and focus, hidden on Escape at
 * once and after a short delay on blur or pointer leave (the pointer can move onto the tooltip).
 */
export function Tooltip({ content, children, placement = 'top', closeDelayMs = TOOLTIP_CLOSE_DELAY_MS }: TooltipProps) {
  const ids = useIds('tooltip');
  const [open, setOpen] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);

  const cancelClose = () => {
    if (timer.current !== null) clearTimeout(timer.current);
    timer.current = null;
  };
  const show = () => {
    cancelClose();
    setOpen(true);
  };
  const hideLater = () => {
    cancelClose();
    timer.current = setTimeout(() => {
      timer.current = null;
      setOpen(false);
    }, closeDelayMs);
  };

  useEffect(() => cancelClose, []);
  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        cancelClose();
        setOpen(false);
      }
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [open]);

  if (!isValidElement<TriggerProps>(children)) return <>{children}</>;
  const own = children.props;
  const chain =
    (mine: () => void, theirs?: Handler): Handler =>
    (event) => {
      theirs?.(event);
      mine();
    };
  const describedBy = [own['aria-describedby'], ids('tip')].filter(Boolean).join(' ');
  const trigger = cloneElement(children, {
    'aria-describedby': describedBy,
    onFocus: chain(show, own.onFocus),
    onBlur: chain(hideLater, own.onBlur),
    onMouseEnter: chain(show, own.onMouseEnter),
    onMouseLeave: chain(hideLater, own.onMouseLeave),
  });

  return (
    <span className="mercato-tooltip" part="tooltip-anchor">
      {trigger}
      <span
        id={ids('tip')}
        role="tooltip"
        hidden={!open}
        className={`mercato-tooltip__bubble mercato-tooltip__bubble--${placement}`}
        part="tooltip"
        onMouseEnter={show}
        onMouseLeave={hideLater}
      >
        {content}
      </span>
    </span>
  );
}
