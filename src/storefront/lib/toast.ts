import type { ToastOptions } from 'react-toastify';

type ToastKind = 'success' | 'error' | 'info';
type ToastLibrary = typeof import('react-toastify');

/*
 * react-toastify is 10 KB gzipped, a tenth of the first view's budget, and most visits never
 * raise a toast: the library and its container load with the first toast instead. Toasts raised
 * before the container mounts wait in react-toastify's own queue.
 */
let library: Promise<ToastLibrary> | undefined;
let requested = false;
const listeners = new Set<() => void>();

function load(): Promise<ToastLibrary> {
  if (!requested) {
    requested = true;
    for (const listener of listeners) listener();
  }
  return (library ??= import('react-toastify'));
}

function show(kind: ToastKind, text: string, options?: ToastOptions): void {
  void load().then(({ toast }) => toast[kind](text, options));
}

export const toast = {
  success: (text: string, options?: ToastOptions) => show('success', text, options),
  error: (text: string, options?: ToastOptions) => show('error', text, options),
  info: (text: string, options?: ToastOptions) => show('info', text, options),
};

/** For the container: whether any toast has been asked for yet (useSyncExternalStore). */
export function subscribeToToastRequests(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function toastsRequested(): boolean {
  return requested;
}
