/** The notifications feature's public entry: what other shell features may use. */
export { NotificationBell } from './NotificationBell';
export {
  NotificationPreferencesDocument,
  SetNotificationPreferenceDocument,
  type NotificationChannel,
  type NotificationPreferenceFields,
} from './operations';
