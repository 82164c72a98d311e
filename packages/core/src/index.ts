// @mercato/core: shared browser state (nanostores), the page's API client wired to feedback, Italian
// texts, formatters and form rules. Import deep paths (e.g. '@mercato/core/stores/feedback') in
// widgets to keep bundles small.
export * from './stores/feedback.ts';
export * from './stores/session.ts';
export * from './api.ts';
