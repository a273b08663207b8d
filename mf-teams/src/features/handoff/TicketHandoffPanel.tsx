import { useState, type FormEvent } from 'react';
import { useMutation, useQuery } from 'urql';
import {
  HANDOFF_MESSAGES,
  HANDOFF_REMINDER_DAYS_MAX,
  HANDOFF_REMINDER_DAYS_MIN,
  formatGameTime,
  isValidReminderDays,
} from '@tiix/domain';
import { SCREEN_HANDLES_ERRORS } from '@tiix/shared-data';
import { Button, Input, Select, notify } from '@tiix/shared-ui';
import { GameHandoffControls } from './GameHandoffControls';
import { MarkSentDialog } from './MarkSentDialog';
import { errorText, isUpcoming } from './handoffModel';
import {
  MarkMemberTicketsSentDocument,
  SetTicketSettingsDocument,
  TeamTicketsDocument,
  type HandoffMemberFieldsFragment,
  type TeamTicketsFields,
} from './operations';
import './handoff.css';
import '../../shared/panel.css';

export const NO_TICKET_GAMES =
  'No upcoming games are assigned yet. After the draft, each game shows here.';

function Settings({ tickets }: { tickets: TeamTicketsFields }) {
  const [holderId, setHolderId] = useState(tickets.holder.userId);
  const [days, setDays] = useState(String(tickets.reminderDays));
  const [error, setError] = useState<string | null>(null);
  const [{ fetching }, save] = useMutation(SetTicketSettingsDocument);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const reminderDays = Number(days);
    if (!isValidReminderDays(reminderDays)) return setError(HANDOFF_MESSAGES.reminderDays);
    setError(null);
    const result = await save(
      { teamId: tickets.teamId, holderId, reminderDays },
      SCREEN_HANDLES_ERRORS,
    );
    if (result.error)
      return setError(errorText(result.error, 'Could not save the ticket settings.'));
    notify.success('Ticket settings saved');
  };

  return (
    <form className="tm-tickets__settings" onSubmit={(e) => void submit(e)} noValidate>
      <Select
        label="Ticket holder"
        options={tickets.members.map((m) => ({ value: m.userId, label: m.name }))}
        value={holderId}
        onChange={(e) => setHolderId(e.target.value)}
      />
      <Input
        label="Remind the holder (days before kickoff)"
        type="number"
        inputMode="numeric"
        min={HANDOFF_REMINDER_DAYS_MIN}
        max={HANDOFF_REMINDER_DAYS_MAX}
        value={days}
        error={error ?? undefined}
        onChange={(e) => setDays(e.target.value)}
      />
      <Button type="submit" variant="secondary" disabled={fetching}>
        Save
      </Button>
    </form>
  );
}

function SendAll({
  tickets,
  member,
  count,
}: {
  tickets: TeamTicketsFields;
  member: HandoffMemberFieldsFragment;
  count: number;
}) {
  const [open, setOpen] = useState(false);
  const [, sendAll] = useMutation(MarkMemberTicketsSentDocument);
  const onSubmit = async (note: string | null) => {
    const result = await sendAll(
      { teamId: tickets.teamId, memberId: member.userId, note },
      SCREEN_HANDLES_ERRORS,
    );
    if (result.error) return errorText(result.error, 'Could not mark the tickets sent.');
    notify.success(`${member.name}'s tickets marked sent; ${member.name} is told`);
    return null;
  };
  return (
    <>
      <Button size="sm" variant="secondary" onClick={() => setOpen(true)}>
        Mark all {member.name}&apos;s tickets sent ({count})
      </Button>
      <MarkSentDialog
        open={open}
        onOpenChange={setOpen}
        title={`Mark all ${member.name}'s tickets sent`}
        description={`${count === 1 ? 'One game' : `${count} games`} waiting for tickets. ${member.name} is told and can confirm they arrived.`}
        onSubmit={onSubmit}
      />
    </>
  );
}

/**
 * The team page's tickets panel: who holds the season-ticket account, when they are reminded,
 * and every upcoming assigned game with where its handoff stands and what the caller may do.
 */
export function TicketHandoffPanel({ teamId }: { teamId: string }) {
  const [{ data, fetching, error }] = useQuery({
    query: TeamTicketsDocument,
    variables: { teamId },
    requestPolicy: 'cache-and-network',
    context: SCREEN_HANDLES_ERRORS,
  });
  const tickets = data?.teamTickets;
  const upcoming = (tickets?.games ?? []).filter((g) => isUpcoming(g.gameDate));
  const waiting = new Map<string, { member: HandoffMemberFieldsFragment; count: number }>();
  for (const g of upcoming) {
    if (!g.canMarkSent || (g.status !== 'not_sent' && g.status !== 'not_received')) continue;
    const entry = waiting.get(g.member.userId) ?? { member: g.member, count: 0 };
    entry.count++;
    waiting.set(g.member.userId, entry);
  }

  return (
    <section className="tm-tickets" aria-labelledby="tickets-title">
      <h2 id="tickets-title">Tickets</h2>
      {!tickets ? (
        fetching ? (
          <p aria-busy="true">Loading tickets…</p>
        ) : (
          <p role="alert">{errorText(error, 'Could not load the tickets. Try again.')}</p>
        )
      ) : (
        <>
          <p className="tm-tickets__summary">
            Ticket holder: <strong>{tickets.holder.name}</strong> · reminded{' '}
            {tickets.reminderDays === 1 ? '1 day' : `${tickets.reminderDays} days`} before a game
            not sent
          </p>
          {tickets.canManage ? (
            <Settings key={`${tickets.holder.userId}-${tickets.reminderDays}`} tickets={tickets} />
          ) : null}
          {waiting.size > 0 ? (
            <div className="tm-tickets__bulk">
              {[...waiting.values()].map(({ member, count }) => (
                <SendAll key={member.userId} tickets={tickets} member={member} count={count} />
              ))}
            </div>
          ) : null}
          {upcoming.length === 0 ? (
            <p>{NO_TICKET_GAMES}</p>
          ) : (
            <ul className="tm-panel-list">
              {upcoming.map((g) => (
                <li key={g.gameId} className="tm-panel" aria-labelledby={`tickets-${g.gameId}`}>
                  <h3 id={`tickets-${g.gameId}`} className="tm-tickets__title">
                    vs {g.opponent}
                  </h3>
                  <p className="tm-tickets__meta">
                    <time dateTime={g.gameDate}>
                      {formatGameTime({ gameDate: g.gameDate, kickoffTz: g.kickoffTz })}
                    </time>{' '}
                    · {g.member.name}
                  </p>
                  <GameHandoffControls handoff={g} />
                </li>
              ))}
            </ul>
          )}
        </>
      )}
    </section>
  );
}
