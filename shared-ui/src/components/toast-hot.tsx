// The react-hot-toast half of the toasts: loaded with the first toast by ./toast.tsx.
import { useEffect } from 'react';
import hotToast, { Toaster as HotToaster, useToasterStore } from 'react-hot-toast';
import type { DefaultToastOptions } from 'react-hot-toast';
import { colorVar } from '../tokens';
import { TOAST_LIMIT, TOAST_SETTINGS } from './toast';

export { hotToast };

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

const containerStyle = {
  top: TOAST_SETTINGS.inset,
  right: TOAST_SETTINGS.inset,
  bottom: TOAST_SETTINGS.inset,
  left: TOAST_SETTINGS.inset,
  zIndex: 'var(--tx-z-toast)',
} as const;

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
