import { lazy } from 'react';

/** The one module mf-payments exposes: its pages by key, each in its own chunk. */
export const pages = {
  payments: lazy(() => import('./features/payments/PaymentsPage')),
};
