// The trolley button of the top menu (spec orders §2): 'CARRELLO' with the quantity badge and a spinner
// in the icon's place while the trolley changes (the link keeps its size, so the chevron never moves),
// the chevron toggling the floating trolley, the action feedback badge (1800 ms, 5000 with a message; the
// badge is loaded with the first feedback, the live region is there from the start). With quantity 0 it shows an empty notice instead of navigating.
import { useEffect, useRef, useState, type MouseEvent, type Ref } from 'react';
import { useStore } from '@nanostores/react';
import { $trolleyCount, $trolleyKnown, $trolleyPending } from '@mercato/core/stores/trolley';
import { $actionFeedback } from '@mercato/core/stores/feedback';
import { lazyPart } from '../runtime/lazy-part.ts';
import { Lazy } from '../runtime/lazy.tsx';
import { texts } from './texts.ts';

const feedbackBadge = lazyPart(() => import('./FeedbackBadge.tsx'));

/** How long the empty notice stays (chosen: as long as a toast). */
export const EMPTY_NOTICE_MS = 3000;

export interface TrolleyButtonProps {
  /** Where 'CARRELLO' goes (default '/checkout/trolley'). */
  checkoutUrl?: string;
  /** The floating trolley is open. */
  expanded: boolean;
  /** Id of the floating trolley (aria-controls while open). */
  panelId: string;
  onToggle: () => void;
  /** Prefetch of the floating trolley (pointer or focus on the chevron). */
  onIntent?: () => void;
  chevronRef?: Ref<HTMLButtonElement>;
}

export function TrolleyButton({
  checkoutUrl = '/checkout/trolley',
  expanded,
  panelId,
  onToggle,
  onIntent,
  chevronRef,
}: TrolleyButtonProps) {
  const count = useStore($trolleyCount);
  // Until the trolley is read (server-rendered page, first paint) its count is unknown: no '0' badge
  // that then jumps, and the link is not held back as if the trolley were empty.
  const known = useStore($trolleyKnown);
  const pending = useStore($trolleyPending);
  const feedback = useStore($actionFeedback);
  const shown = feedback?.target === 'trolley' ? feedback : null;
  const [badgeWanted, setBadgeWanted] = useState(false);
  useEffect(() => {
    if (shown) setBadgeWanted(true);
  }, [shown]);
  const [notice, setNotice] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const onLink = (event: MouseEvent<HTMLAnchorElement>) => {
    if (!known || count > 0) return;
    event.preventDefault();
    setNotice(true);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setNotice(false), EMPTY_NOTICE_MS);
  };

  return (
    <div className="ft-bar" part="trolley-button">
      <a className="ft-link mercato-focusable" href={checkoutUrl} onClick={onLink} aria-busy={pending || undefined}>
        {/* The spinner takes the icon's place while the trolley changes: nothing beside it moves. */}
        <span className="ft-icon-slot">
          <svg className="ft-icon" viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
            <path
              fill="currentColor"
              d="M7 18a2 2 0 1 0 0 4 2 2 0 0 0 0-4Zm10 0a2 2 0 1 0 0 4 2 2 0 0 0 0-4ZM1 2v2h2l3.6 7.6-1.35 2.4C4.52 15.37 5.48 17 7 17h12v-2H7l1.1-2h7.45c.75 0 1.41-.41 1.75-1.03L21 5H5.21l-.94-2H1Z"
            />
          </svg>
          {pending && <span className="ft-spinner" part="trolley-spinner" aria-hidden="true" />}
        </span>
        <span className="ft-link__text">{texts.checkoutButton}</span>
        <span className="ft-count" part="trolley-badge" aria-hidden="true" data-count={known ? count : 'unknown'}>
          {known ? count : ''}
        </span>
        {known && <span className="mercato-visually-hidden">{`, ${texts.badgeLabel(count)}`}</span>}
      </a>
      <button
        ref={chevronRef}
        type="button"
        className="ft-chevron mercato-focusable"
        aria-expanded={expanded}
        aria-controls={expanded ? panelId : undefined}
        aria-label={texts.showTrolley}
        onClick={onToggle}
        onPointerEnter={onIntent}
        onFocus={onIntent}
      >
        <svg
          viewBox="0 0 24 24"
          width="20"
          height="20"
          aria-hidden="true"
          focusable="false"
          className={expanded ? 'ft-chevron__icon ft-chevron__icon--up' : 'ft-chevron__icon'}
        >
          <path fill="currentColor" d="M7.4 8.6 12 13.2l4.6-4.6L18 10l-6 6-6-6z" />
        </svg>
      </button>
      <div className="ft-notice-slot" role="status">
        {notice && <p className="ft-notice">{texts.empty}</p>}
      </div>
      <div className="mercato-visually-hidden" role="status" aria-live="polite" aria-atomic="true">
        {shown ? shown.message || texts.feedback[shown.kind] : ''}
      </div>
      {badgeWanted && <Lazy part={feedbackBadge}>{({ FeedbackBadge }) => <FeedbackBadge />}</Lazy>}
    </div>
  );
}
