/** The calendar feature's public entry: what other mf-teams features may use. */
export { CalendarPanel } from './CalendarPanel';
