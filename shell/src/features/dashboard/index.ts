/** The dashboard's public entry: what other shell features may use (the page itself is a route). */
export { DashboardSection } from './DashboardSection';
