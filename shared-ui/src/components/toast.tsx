import { useSyncExternalStore } from 'react';
import type {
  DefaultToastOptions,
  Renderable,
  Toast,
  ToastOptions,
  ValueOrFunction,
} from 'react-hot-toast';
import { usePreloadWhenIdle, type LazyModule } from '../internal/lazy-overlay';
import type * as ToastHot from './toast-hot';

/** Most toasts visible at once; older ones are dismissed. */
export const TOAST_LIMIT = 20;

/** The product's toaster settings; react-hot-toast's defaults agree, kept explicit on purpose. */
export const TOAST_SETTINGS = {
  position: 'top-right',
  gutter: 8,
  inset: 16,
  maxWidth: 350,
  duration: { blank: 4000, error: 4000, custom: 4000, success: 2000, loading: Infinity },
} as const;

type HotModule = typeof ToastHot;
type Call = { id?: string; run: (hot: HotModule) => void };

/**
 * react-hot-toast comes in its own chunk with the first toast (or once the page is idle): no page
 * shows a toast before it is usable. Calls made before it is in wait in order and run when it
 * arrives, so no toast is lost; a failed fetch is tried again by the next call.
 */
let hot: HotModule | undefined;
let pending: Promise<HotModule> | undefined;
let waiting: Call[] = [];
const listeners = new Set<() => void>();

function loadHot(): Promise<HotModule> {
  pending ??= import('./toast-hot').then(
    (lib) => {
      hot = lib;
      const calls = waiting;
      waiting = [];
      for (const call of calls) call.run(lib);
      for (const listener of listeners) listener();
      return lib;
    },
    (error: unknown) => {
      pending = undefined;
      throw error;
    },
  );
  return pending;
}

const hotModule: LazyModule<HotModule> = { get: () => hot, load: loadHot };

/** Fetches react-hot-toast now (tests, through `preloadOverlays`), so toasts show in the call's render. */
export async function preloadToasts(): Promise<void> {
  await loadHot();
}

/** Runs the call now if the library is in, else queues it and fetches the library. */
function whenLoaded(call: Call): void {
  if (hot) {
    call.run(hot);
    return;
  }
  waiting.push(call);
  void loadHot().catch(() => {});
}

/** Ids of toasts made before the library is in: its own are numbers, so these never collide. */
let queuedIds = 0;

/** A toast of `type`: its id comes back at once, whether or not the library is in yet. */
function show(
  type: 'blank' | 'success' | 'error' | 'loading' | 'custom',
  message: NotifyMessage,
  options?: NotifyOptions,
): string {
  const create = (lib: HotModule, opts?: NotifyOptions) =>
    type === 'blank' ? lib.hotToast(message, opts) : lib.hotToast[type](message, opts);
  if (hot) return create(hot, options);
  const id = options?.id ?? `tx-toast-${++queuedIds}`;
  whenLoaded({ id, run: (lib) => create(lib, { ...options, id }) });
  return id;
}

/** Before the library is in, dismissing or removing a toast means never showing it. */
function drop(toastId: string | undefined, now: (lib: HotModule) => void): void {
  if (hot) {
    now(hot);
    return;
  }
  waiting = toastId === undefined ? [] : waiting.filter((call) => call.id !== toastId);
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Mount once at the app root (the shell): renders every `notify` toast, top-right, at most 20 at a time. */
export function Toaster() {
  const lib = useSyncExternalStore(subscribe, () => hot);
  usePreloadWhenIdle(hotModule, !lib);
  return lib ? <lib.Toaster /> : null;
}

/** A toast's content: text, an element, or a function of the toast (to render a close button with its id). */
export type NotifyMessage = ValueOrFunction<Renderable, Toast>;
/** Per-toast options (id to update in place, duration, icon…). */
export type NotifyOptions = ToastOptions;
/** The toast object passed to function messages. */
export type NotifyToast = Toast;

const errorAria: Toast['ariaProps'] = { role: 'alert', 'aria-live': 'assertive' };

/** Show toasts from anywhere; apps use this instead of importing react-hot-toast. Each call returns the toast id. */
export const notify = {
  /** Plain message (4 s). */
  message: (message: NotifyMessage, options?: NotifyOptions) => show('blank', message, options),
  /** Success (2 s). */
  success: (message: NotifyMessage, options?: NotifyOptions) => show('success', message, options),
  /** Error (4 s, announced assertively). */
  error: (message: NotifyMessage, options?: NotifyOptions) =>
    // react-hot-toast ignores per-type ariaProps, so set them per call.
    show('error', message, { ariaProps: errorAria, ...options }),
  /** Loading (stays until updated by id or dismissed). */
  loading: (message: NotifyMessage, options?: NotifyOptions) => show('loading', message, options),
  /** Fully custom content (4 s). */
  custom: (message: NotifyMessage, options?: NotifyOptions) => show('custom', message, options),
  /** Loading toast that turns into success or error when the promise settles. */
  promise: <T,>(
    promise: Promise<T> | (() => Promise<T>),
    messages: {
      loading: Renderable;
      success?: ValueOrFunction<Renderable, T>;
      error?: ValueOrFunction<Renderable, unknown>;
    },
    options?: DefaultToastOptions,
  ): Promise<T> => {
    // The work starts now, not when the library arrives; its outcome counts as handled from now
    // on, as when react-hot-toast attached to it at once (the caller still gets it to await).
    const started = typeof promise === 'function' ? promise() : promise;
    started.catch(() => {});
    whenLoaded({
      run: (lib) =>
        void lib.hotToast.promise(started, messages, {
          ...options,
          error: { ariaProps: errorAria, ...options?.error },
        }),
    });
    return started;
  },
  /** Dismiss one toast (with its exit animation), or all when no id is given. */
  dismiss: (toastId?: string) => drop(toastId, (lib) => lib.hotToast.dismiss(toastId)),
  /** Remove one toast (or all) immediately, without animation. */
  remove: (toastId?: string) => drop(toastId, (lib) => lib.hotToast.remove(toastId)),
};
