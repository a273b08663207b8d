import { useId, useState } from 'react';
import { useMutation, useQuery } from 'urql';
import { Button, Dialog, DialogClose, notify } from '@tiix/shared-ui';
import {
  MyCalendarFeedsDocument,
  ResetCalendarFeedsDocument,
  type CalendarFeedsFieldsFragment,
} from './operations';
import './calendar.css';
import { SCREEN_HANDLES_ERRORS } from '@tiix/shared-data';

export const RESET_CONFIRM =
  'Calendars subscribed with the current links stop getting your games. Subscribe again with the new links.';

/** The same feed as a calendar subscription: webcal:// opens the calendar app to subscribe. */
export const webcalUrl = (url: string) => url.replace(/^https?:\/\//, 'webcal://');

/** Google Calendar's "add by URL" page for a feed. */
export const googleCalendarUrl = (url: string) =>
  `https://calendar.google.com/calendar/render?cid=${encodeURIComponent(webcalUrl(url))}`;

/**
 * The team's calendar feeds for the caller: their own games and the whole team's (with who
 * holds each), to subscribe to in Google, Apple or Outlook calendars. The links are private, so
 * they are fetched and shown only when asked for.
 */
export function CalendarPanel({ teamId }: { teamId: string }) {
  const [shown, setShown] = useState(false);
  const headingId = useId();
  return (
    <section className="tm-calendar" aria-labelledby={headingId}>
      <h2 id={headingId}>Calendar</h2>
      <p className="tm-calendar__hint">
        Subscribe once and your games stay up to date in Google Calendar, Apple Calendar or Outlook,
        in the venue's time zone, including after swaps.
      </p>
      {shown ? (
        <Feeds teamId={teamId} />
      ) : (
        <Button variant="secondary" size="sm" onClick={() => setShown(true)}>
          Show calendar links
        </Button>
      )}
    </section>
  );
}

function Feeds({ teamId }: { teamId: string }) {
  const [result] = useQuery({
    query: MyCalendarFeedsDocument,
    variables: { teamId },
    context: SCREEN_HANDLES_ERRORS,
  });
  const [reset, resetFeeds] = useMutation(ResetCalendarFeedsDocument);
  const [confirming, setConfirming] = useState(false);
  const [fresh, setFresh] = useState<CalendarFeedsFieldsFragment | null>(null);
  const feeds = fresh ?? result.data?.myCalendarFeeds ?? null;

  if (!feeds) {
    return result.error ? (
      <p role="alert">Could not load your calendar links. Try again later.</p>
    ) : (
      <p role="status">Loading calendar links...</p>
    );
  }

  const doReset = async () => {
    const res = await resetFeeds({ teamId }, SCREEN_HANDLES_ERRORS);
    if (res.data) {
      setFresh(res.data.resetCalendarFeeds);
      setConfirming(false);
      notify.success('New calendar links are ready. The old ones no longer work.');
    } else {
      notify.error('Could not reset the links. Please try again.');
    }
  };

  return (
    <>
      <FeedRow label="My games" url={feeds.memberFeedUrl} />
      <FeedRow label="Whole team" url={feeds.teamFeedUrl} />
      <Dialog
        open={confirming}
        onOpenChange={setConfirming}
        title="Reset calendar links?"
        description={RESET_CONFIRM}
        trigger={
          <Button variant="ghost" size="sm">
            Reset link
          </Button>
        }
        footer={
          <>
            <DialogClose asChild>
              <Button variant="secondary">Cancel</Button>
            </DialogClose>
            <Button variant="danger" loading={reset.fetching} onClick={() => void doReset()}>
              Reset links
            </Button>
          </>
        }
      />
    </>
  );
}

function FeedRow({ label, url }: { label: string; url: string }) {
  const inputId = useId();
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(url);
      notify.success(`${label} link copied`);
    } catch {
      notify.error('Could not copy. Select the link and copy it yourself.');
    }
  };
  return (
    <div className="tm-calendar__feed">
      <label htmlFor={inputId}>{label}</label>
      <div className="tm-calendar__row">
        <input
          id={inputId}
          className="tm-calendar__url"
          readOnly
          value={url}
          onFocus={(e) => e.currentTarget.select()}
        />
        <Button size="sm" variant="secondary" onClick={() => void copy()}>
          Copy link<span className="tx-visually-hidden">: {label}</span>
        </Button>
      </div>
      <p className="tm-calendar__links">
        <a href={googleCalendarUrl(url)} target="_blank" rel="noopener noreferrer">
          Add to Google Calendar<span className="tx-visually-hidden">: {label}</span>
        </a>
        <a href={webcalUrl(url)}>
          Subscribe in Apple Calendar or Outlook
          <span className="tx-visually-hidden">: {label}</span>
        </a>
      </p>
    </div>
  );
}
