import { useStore } from '@nanostores/react';
import { $actionFeedback } from '@mercato/core/stores/feedback';
import { ActionFeedback, type ActionFeedbackTarget } from './ActionFeedback.tsx';

export interface ActionFeedbackHostProps {
  /** Only this target's feedback: put one inside the trolley button's box, one inside the lists'. */
  target?: ActionFeedbackTarget;
}

/** The badge of the `$actionFeedback` store (the store clears it after 1800 ms, 5000 with a message). */
export function ActionFeedbackHost({ target }: ActionFeedbackHostProps) {
  const feedback = useStore($actionFeedback);
  return <ActionFeedback feedback={feedback} target={target} />;
}
