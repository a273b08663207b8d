import { useEffect } from 'react';
import hotToast, { Toaster as HotToaster, useToasterStore } from 'react-hot-toast';
import type {
  DefaultToastOptions,
  Renderable,
  Toast,
  ToastOptions,
  ValueOrFunction,
} from 'react-hot-toast';
import { colorVar } from '../tokens';

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

const toastOptions: DefaultToastOptions = {
  className: 'tx-toast',
  duration: TOAST_SETTINGS.duration.blank,
  // Inline so it wins over react-hot-toast's runtime-injected styles.
  style: {
    // Never wider than the toaster (the screen less its insets): a phone is narrower than 350 px.
    maxWidth: `min(${TOAST_SETTINGS.maxWidth}px, 100%)`,
    background: 'var(--tx-color-surface)',
    color: 'var(--tx-color-text)',
    border: '1px solid var(--tx-color-border)',
    borderRadius: 'var(--tx-radius-lg)',
    boxShadow: 'var(--tx-shadow-lg)',
    font: 'inherit',
    fontSize: 'var(--tx-text-sm)',
    lineHeight: 1.45,
    padding: 'var(--tx-space-3) var(--tx-space-4)',
  },
  success: {
    duration: TOAST_SETTINGS.duration.success,
    iconTheme: { primary: colorVar('success'), secondary: colorVar('surface') },
  },
  blank: { duration: TOAST_SETTINGS.duration.blank },
  error: {
    duration: TOAST_SETTINGS.duration.error,
    iconTheme: { primary: colorVar('danger'), secondary: colorVar('surface') },
  },
  custom: { duration: TOAST_SETTINGS.duration.custom },
  loading: { duration: TOAST_SETTINGS.duration.loading },
};

const errorAria: Toast['ariaProps'] = { role: 'alert', 'aria-live': 'assertive' };

const containerStyle = {
  top: TOAST_SETTINGS.inset,
  right: TOAST_SETTINGS.inset,
  bottom: TOAST_SETTINGS.inset,
  left: TOAST_SETTINGS.inset,
  zIndex: 'var(--tx-z-toast)',
} as const;

/** Mount once at the app root (the shell): renders every `notify` toast, top-right, at most 20 at a time. */
export function Toaster() {
  const { toasts } = useToasterStore();
  useEffect(() => {
    // The store lists newest first: everything past the limit is the oldest.
    toasts
      .filter((t) => t.visible)
      .slice(TOAST_LIMIT)
      .forEach((t) => hotToast.dismiss(t.id));
  }, [toasts]);
  return (
    <HotToaster
      position={TOAST_SETTINGS.position}
      gutter={TOAST_SETTINGS.gutter}
      containerStyle={containerStyle}
      containerClassName="tx-toaster"
      toastOptions={toastOptions}
    />
  );
}

/** A toast's content: text, an element, or a function of the toast (to render a close button with its id). */
export type NotifyMessage = ValueOrFunction<Renderable, Toast>;
/** Per-toast options (id to update in place, duration, icon…). */
export type NotifyOptions = ToastOptions;
/** The toast object passed to function messages. */
export type NotifyToast = Toast;

/** Show toasts from anywhere; apps use this instead of importing react-hot-toast. Each call returns the toast id. */
export const notify = {
  /** Plain message (4 s). */
  message: (message: NotifyMessage, options?: NotifyOptions) => hotToast(message, options),
  /** Success (2 s). */
  success: (message: NotifyMessage, options?: NotifyOptions) => hotToast.success(message, options),
  /** Error (4 s, announced assertively). */
  error: (message: NotifyMessage, options?: NotifyOptions) =>
    // react-hot-toast ignores per-type ariaProps, so set them per call.
    hotToast.error(message, { ariaProps: errorAria, ...options }),
  /** Loading (stays until updated by id or dismissed). */
  loading: (message: NotifyMessage, options?: NotifyOptions) => hotToast.loading(message, options),
  /** Fully custom content (4 s). */
  custom: (message: NotifyMessage, options?: NotifyOptions) => hotToast.custom(message, options),
  /** Loading toast that turns into success or error when the promise settles. */
  promise: <T,>(
    promise: Promise<T> | (() => Promise<T>),
    messages: {
      loading: Renderable;
      success?: ValueOrFunction<Renderable, T>;
      error?: ValueOrFunction<Renderable, unknown>;
    },
    options?: DefaultToastOptions,
  ) =>
    hotToast.promise(promise, messages, {
      ...options,
      error: { ariaProps: errorAria, ...options?.error },
    }),
  /** Dismiss one toast (with its exit animation), or all when no id is given. */
  dismiss: (toastId?: string) => hotToast.dismiss(toastId),
  /** Remove one toast (or all) immediately, without animation. */
  remove: (toastId?: string) => hotToast.remove(toastId),
};
