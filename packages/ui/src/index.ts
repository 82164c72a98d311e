// @mercato/ui: shared UI primitives. Styles: import '@mercato/ui/styles.css' once.
/** The Italian texts of the primitives (the `ui` area of the contracts' catalogue). */
export { ui as labels } from '@mercato/contracts/i18n/it-ui';
export { useIds } from './use-ids.ts';
export { useLatest } from './use-latest.ts';
export { Field, type FieldControl, type FieldProps } from './field/Field.tsx';
export { Modal, type ModalProps, type ModalKind } from './modal/Modal.tsx';
export { ToastList, type ToastListProps, type ToastItem, type ToastType } from './toast/Toast.tsx';
export { Loader, LoadingOverlay, type LoaderProps, type LoadingOverlayProps } from './loader/Loader.tsx';
export {
  ActionFeedback,
  type ActionFeedbackProps,
  type ActionFeedbackItem,
  type ActionFeedbackKind,
  type ActionFeedbackTarget,
} from './action-feedback/ActionFeedback.tsx';
export { Skeleton, type SkeletonProps, type SkeletonVariant } from './skeleton/Skeleton.tsx';
export { Pager, pageWindow, PAGER_VISIBLE_PAGES, type PagerProps } from './pager/Pager.tsx';
export { QuantitySelector, type QuantitySelectorProps } from './quantity/QuantitySelector.tsx';
export { LazyImage, type LazyImageProps } from './lazy-image/LazyImage.tsx';
export { Tooltip, TOOLTIP_CLOSE_DELAY_MS, type TooltipProps } from './tooltip/Tooltip.tsx';
export { Price, type PriceProps } from './price/Price.tsx';
export { TrolleyLineEnd, type TrolleyLineEndProps } from './trolley-line/TrolleyLineEnd.tsx';
// Bound to the feedback stores of @mercato/core.
export { ModalHost, type ModalHostProps } from './modal/ModalHost.tsx';
export { ToastHost, type ToastHostProps } from './toast/ToastHost.tsx';
export { LoaderHost, type LoaderHostProps } from './loader/LoaderHost.tsx';
export { ActionFeedbackHost, type ActionFeedbackHostProps } from './action-feedback/ActionFeedbackHost.tsx';
