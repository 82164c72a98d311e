// The slot picker's texts at load (the `slots` area of the contracts' Italian messages, it-slots.ts):
// every module of the picker takes them from here. Its lazy parts add theirs from it-slots-parts.ts.
export { slots as texts } from '@mercato/contracts/i18n/it-slots';
