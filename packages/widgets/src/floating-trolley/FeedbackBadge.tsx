// The add/remove/warn badge beside the trolley button (ui ActionFeedback of the shared $actionFeedback
// store, 1800 ms, 5000 with a message), loaded with the first feedback of the page: most page views
// never add. Screen readers hear the feedback from TrolleyButton's own live region, which is in the page
// from the start, so the badge is hidden from them.
import { ActionFeedbackHost } from '@mercato/ui';
import css from '@mercato/ui/action-feedback/action-feedback.css?inline';
import { PartCss } from '../runtime/part-css.tsx';

export function FeedbackBadge() {
  return (
    <div aria-hidden="true">
      <PartCss css={css} />
      <ActionFeedbackHost target="trolley" />
    </div>
  );
}
