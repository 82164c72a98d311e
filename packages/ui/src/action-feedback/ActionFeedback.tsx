import type {
  ActionFeedback as ActionFeedbackItem,
  ActionFeedbackKind,
  ActionFeedbackTarget,
} from '@mercato/core/stores/feedback';

import { ui as labels } from '@mercato/contracts/i18n/it-ui';

export type { ActionFeedbackItem, ActionFeedbackKind, ActionFeedbackTarget };

export interface ActionFeedbackProps {
  feedback: ActionFeedbackItem | null;
  /** Only feedback for this target (place one beside the trolley icon, one beside the lists icon). */
  target?: ActionFeedbackTarget;
}

const ICONS: Record<ActionFeedbackKind, string> = { add: '+', remove: '−', warn: '!' };

/**
 * A small badge by the trolley or list icon after an add, a remove or a warning. The polite live
 * region stays in the page so each new feedback is announced.
 */
export function ActionFeedback({ feedback, target }: ActionFeedbackProps) {
  const shown = feedback && (!target || feedback.target === target) ? feedback : null;
  return (
    <div role="status" aria-live="polite" className="mercato-action-feedback" part="action-feedback">
      {shown && (
        <div
          key={shown.id}
          className={`mercato-action-feedback__badge mercato-action-feedback__badge--${shown.kind}`}
          part={`action-feedback-badge action-feedback-${shown.kind}`}
          data-kind={shown.kind}
          data-target={shown.target}
        >
          <span className="mercato-action-feedback__icon" aria-hidden="true">
            {ICONS[shown.kind]}
          </span>
          <span className="mercato-action-feedback__text">
            {shown.message || labels.feedback[shown.target][shown.kind]}
          </span>
        </div>
      )}
    </div>
  );
}
