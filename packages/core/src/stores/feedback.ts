// Shared feedback state of spec shell §2/§4/§9: the modal queue (one dialog at a time), toasts
// (warning/info/error/success, 2000 ms by default), the loader counted by active tasks, and the action
// feedback badge (1800 ms, 5000 ms with a message). Hosts in @mercato/ui render these stores; every
// island and element on a page shares one copy of this module, so they share one queue.
import type { ToastType } from '@mercato/contracts';
import {
  ACTION_FEEDBACK_MS,
  ACTION_FEEDBACK_WITH_MESSAGE_MS,
  ADDRESS_TOAST_MS,
  TOAST_MS,
} from '@mercato/contracts/constants';
import { atom, computed } from 'nanostores';

export type { ToastType };
export { ACTION_FEEDBACK_MS, ACTION_FEEDBACK_WITH_MESSAGE_MS };
export const TOAST_DURATION_MS = TOAST_MS;
/** Address flows show their toasts longer (spec shell §9). */
export const ADDRESS_TOAST_DURATION_MS = ADDRESS_TOAST_MS;

export interface Toast {
  id: number;
  type: ToastType;
  message: string;
  title?: string;
  durationMs: number;
}

export type ModalKind = 'confirm' | 'alert' | 'info';

export interface ModalRequest {
  kind: ModalKind;
  /** Defaults to 'Attenzione' in the dialog. */
  title?: string;
  message: string;
  /** The message is trusted, server-sanitised HTML. */
  html?: boolean;
  confirmLabel?: string;
  cancelLabel?: string;
  /** Where to go once the dialog is closed (checked with isSafeHref by the host). */
  redirectUrl?: string;
}

export interface OpenModal extends ModalRequest {
  id: number;
}

export type ActionFeedbackKind = 'add' | 'remove' | 'warn';
export type ActionFeedbackTarget = 'trolley' | 'list';

export interface ActionFeedback {
  id: number;
  kind: ActionFeedbackKind;
  target: ActionFeedbackTarget;
  message?: string;
}

let nextId = 1;

// ---- toasts ----------------------------------------------------------------------------------

export const $toasts = atom<Toast[]>([]);
const toastTimers = new Map<number, ReturnType<typeof setTimeout>>();

export function showToast(toast: { type: ToastType; message: string; title?: string; durationMs?: number }): number {
  const id = nextId++;
  const durationMs = toast.durationMs ?? TOAST_DURATION_MS;
  $toasts.set([...$toasts.get(), { id, type: toast.type, message: toast.message, title: toast.title, durationMs }]);
  if (durationMs > 0 && Number.isFinite(durationMs)) {
    toastTimers.set(
      id,
      setTimeout(() => dismissToast(id), durationMs),
    );
  }
  return id;
}

export function dismissToast(id: number): void {
  const timer = toastTimers.get(id);
  if (timer) clearTimeout(timer);
  toastTimers.delete(id);
  const list = $toasts.get();
  if (list.some((t) => t.id === id)) $toasts.set(list.filter((t) => t.id !== id));
}

// ---- modal queue -----------------------------------------------------------------------------

interface Pending {
  request: OpenModal;
  resolve: (confirmed: boolean) => void;
}

const queue: Pending[] = [];
/** The dialog on screen, or null. Further requests wait in a queue and show one at a time. */
export const $modal = atom<OpenModal | null>(null);

/** Queues a dialog; resolves true on confirm, false on cancel/Escape. */
export function openModal(request: ModalRequest): Promise<boolean> {
  return new Promise((resolve) => {
    queue.push({ request: { ...request, id: nextId++ }, resolve });
    if (!$modal.get()) $modal.set(queue[0]!.request);
  });
}

/** Answers the dialog on screen and shows the next queued one. */
export function closeModal(confirmed: boolean): void {
  const current = queue.shift();
  $modal.set(queue[0]?.request ?? null);
  current?.resolve(confirmed);
}

// ---- loader ----------------------------------------------------------------------------------

/** Number of tasks running that want the page loader (spinner exemptions never count). */
export const $activeTasks = atom(0);
export const $loading = computed($activeTasks, (n) => n > 0);
/** The text the loader shows, when a task says one ('Autenticazione necessaria' of a 406); null: the default. */
export const $loaderText = atom<string | null>(null);

/**
 * Counts a task until the returned function is called (calling it twice ends it once); `text`, when
 * given, is shown by the loader (visible, and announced) while it runs.
 */
export function beginTask(text?: string): () => void {
  if (text) $loaderText.set(text);
  $activeTasks.set($activeTasks.get() + 1);
  let ended = false;
  return () => {
    if (ended) return;
    ended = true;
    if (text && $loaderText.get() === text) $loaderText.set(null);
    $activeTasks.set(Math.max(0, $activeTasks.get() - 1));
  };
}

/** Shows the loader while `work` runs. */
export async function withLoader<T>(work: () => Promise<T>): Promise<T> {
  const end = beginTask();
  try {
    return await work();
  } finally {
    end();
  }
}

// ---- action feedback -------------------------------------------------------------------------

export const $actionFeedback = atom<ActionFeedback | null>(null);
let feedbackTimer: ReturnType<typeof setTimeout> | undefined;

export function showActionFeedback(feedback: {
  kind: ActionFeedbackKind;
  target: ActionFeedbackTarget;
  message?: string;
}): void {
  if (feedbackTimer) clearTimeout(feedbackTimer);
  const item: ActionFeedback = { id: nextId++, ...feedback };
  $actionFeedback.set(item);
  feedbackTimer = setTimeout(
    () => {
      if ($actionFeedback.get()?.id === item.id) $actionFeedback.set(null);
    },
    feedback.message ? ACTION_FEEDBACK_WITH_MESSAGE_MS : ACTION_FEEDBACK_MS,
  );
}
