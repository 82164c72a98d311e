// @mercato/core: the browser state every island and element shares (nanostores: the session, the
// trolley, the feedback of actions) and the page's API client (api.ts: @mercato/client's request wired
// to that feedback). It holds no HTTP path of its own (the calls are @mercato/client's call modules) and
// no texts, formatters or form rules (those are @mercato/contracts'). Widgets import deep paths
// (e.g. '@mercato/core/stores/feedback') to keep their bundles small.
export * from './stores/feedback.ts';
export * from './stores/session.ts';
export * from './api.ts';
