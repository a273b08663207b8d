import { useId, useState } from 'react';
import { useMutation, useQuery } from 'urql';
import { Card } from '@tiix/shared-ui';
import { FormMessage } from '../components/FormMessage';
import {
  NotificationPreferencesDocument,
  SetNotificationPreferenceDocument,
  type NotificationChannel,
  type NotificationPreferenceFields,
} from '../../notifications';
import { SCREEN_HANDLES_ERRORS } from '@tiix/shared-data';

const CHANNELS: { value: NotificationChannel; label: string }[] = [
  { value: 'in_app', label: 'In app' },
  { value: 'email', label: 'E-mail' },
  { value: 'off', label: 'Off' },
];

/** 'payment requests to you' -> 'Payment requests to you'. */
const sentence = (label: string) => label.charAt(0).toUpperCase() + label.slice(1);

/**
 * Per kind of notification, where it goes: the notification centre only, the centre and an
 * e-mail, or nowhere. Each choice is saved at once.
 */
export function NotificationsSection() {
  const [prefs] = useQuery({
    query: NotificationPreferencesDocument,
    context: SCREEN_HANDLES_ERRORS,
  });
  const [, save] = useMutation(SetNotificationPreferenceDocument);
  const [chosen, setChosen] = useState<Record<string, NotificationChannel>>({});
  const [error, setError] = useState<string | null>(null);
  const [saved, setSaved] = useState<string | null>(null);
  const titleId = useId();

  const choose = async (pref: NotificationPreferenceFields, channel: NotificationChannel) => {
    const before = chosen[pref.kind] ?? pref.channel;
    setChosen((c) => ({ ...c, [pref.kind]: channel }));
    setError(null);
    setSaved(null);
    const res = await save({ kind: pref.kind, channel }, SCREEN_HANDLES_ERRORS);
    if (res.error) {
      setChosen((c) => ({ ...c, [pref.kind]: before }));
      setError('Could not save your choice. Please try again.');
    } else {
      setSaved(
        `Saved: ${sentence(pref.label)}: ${CHANNELS.find((c) => c.value === channel)?.label}`,
      );
    }
  };

  return (
    <Card
      as="section"
      className="acct-card"
      aria-labelledby={titleId}
      title={<span id={titleId}>Notifications</span>}
      titleAs="h2"
      description="Choose what reaches you. In app shows it under the bell. E-mail also sends it to your address, with a link to unsubscribe in every e-mail. Off sends nothing."
    >
      {prefs.fetching && !prefs.data ? <p role="status">Loading notification settings...</p> : null}
      {prefs.error && !prefs.data ? (
        <FormMessage tone="error">Could not load your notification settings.</FormMessage>
      ) : null}
      {prefs.data ? (
        <div className="acct-notif">
          {prefs.data.notificationPreferences.map((pref) => {
            const current = chosen[pref.kind] ?? pref.channel;
            return (
              <fieldset key={pref.kind} className="acct-notif__row">
                <legend>{sentence(pref.label)}</legend>
                <div className="acct-notif__choices">
                  {CHANNELS.map((c) => (
                    <label key={c.value}>
                      <input
                        type="radio"
                        name={`notif-${pref.kind}`}
                        value={c.value}
                        checked={current === c.value}
                        onChange={() => void choose(pref, c.value)}
                      />{' '}
                      {c.label}
                    </label>
                  ))}
                </div>
              </fieldset>
            );
          })}
        </div>
      ) : null}
      {error ? <FormMessage tone="error">{error}</FormMessage> : null}
      <p role="status" className="acct-muted">
        {saved ?? ''}
      </p>
    </Card>
  );
}
