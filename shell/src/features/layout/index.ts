/** The layout's public entry: what other shell features may use. */
export { AppLayout } from './AppLayout';
