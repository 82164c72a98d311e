import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  $actionFeedback,
  $loading,
  $modal,
  $toasts,
  beginTask,
  closeModal,
  dismissToast,
  openModal,
  showActionFeedback,
  showToast,
  withLoader,
} from './feedback.ts';

afterEach(() => {
  while ($modal.get()) closeModal(false);
  for (const t of $toasts.get()) dismissToast(t.id);
  vi.useRealTimers();
});

describe('modal queue', () => {
  it('shows one dialog at a time, in order, and answers each', async () => {
    const first = openModal({ kind: 'confirm', message: 'Uno' });
    const second = openModal({ kind: 'alert', message: 'Due' });
    expect($modal.get()?.message).toBe('Uno');
    closeModal(true);
    await expect(first).resolves.toBe(true);
    expect($modal.get()?.message).toBe('Due');
    closeModal(false);
    await expect(second).resolves.toBe(false);
    expect($modal.get()).toBeNull();
  });
});

describe('toasts', () => {
  it('removes a toast after 2000 ms by default and after its own duration otherwise', () => {
    vi.useFakeTimers();
    showToast({ type: 'success', message: 'Fatto' });
    showToast({ type: 'warning', message: 'Indirizzo', durationMs: 3000 });
    vi.advanceTimersByTime(1999);
    expect($toasts.get().map((t) => t.message)).toEqual(['Fatto', 'Indirizzo']);
    vi.advanceTimersByTime(1);
    expect($toasts.get().map((t) => t.message)).toEqual(['Indirizzo']);
    vi.advanceTimersByTime(1000);
    expect($toasts.get()).toEqual([]);
  });
});

describe('loader', () => {
  it('stays on while any task runs; ending a task twice counts once', async () => {
    const a = beginTask();
    const b = beginTask();
    a();
    a();
    expect($loading.get()).toBe(true);
    b();
    expect($loading.get()).toBe(false);
    await expect(
      withLoader(async () => {
        expect($loading.get()).toBe(true);
        throw new Error('x');
      }),
    ).rejects.toThrow('x');
    expect($loading.get()).toBe(false);
  });
});

describe('action feedback', () => {
  it('lasts 1800 ms, or 5000 ms with a message', () => {
    vi.useFakeTimers();
    showActionFeedback({ kind: 'add', target: 'trolley' });
    vi.advanceTimersByTime(1799);
    expect($actionFeedback.get()?.kind).toBe('add');
    vi.advanceTimersByTime(1);
    expect($actionFeedback.get()).toBeNull();
    showActionFeedback({ kind: 'warn', target: 'list', message: 'Quantità massima raggiunta' });
    vi.advanceTimersByTime(4999);
    expect($actionFeedback.get()?.message).toBe('Quantità massima raggiunta');
    vi.advanceTimersByTime(1);
    expect($actionFeedback.get()).toBeNull();
  });
});
