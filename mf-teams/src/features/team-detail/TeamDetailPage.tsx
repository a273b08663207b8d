import { useEffect, useState, type FormEvent, type KeyboardEvent } from 'react';
import { Link, useParams } from 'react-router';
import { useMutation, useQuery } from 'urql';
import {
  Avatar,
  Badge,
  Button,
  Card,
  Dialog,
  EmptyState,
  IconButton,
  Input,
  Spinner,
  notify,
  type BadgeTone,
} from '@tiix/shared-ui';
import { TEAM_NAME_MAX, seasonLabel, TEAM_NOT_FOUND_OR_DENIED } from '@tiix/domain';
import {
  currentTeamChanged,
  selectCurrentTeamId,
  selectUserId,
  useAppDispatch,
  useAppSelector,
  type TeamRole,
  SCREEN_HANDLES_ERRORS,
} from '@tiix/shared-data';
import { TeamDocument, type TeamDetailFields } from '../../shared/teamOperations';
import {
  InviteMemberDocument,
  ResendInviteDocument,
  RevokeInviteDocument,
  UpdateTeamDocument,
} from './operations';
import { ScoreLockedHint } from '../game-card';
import { MyDraftedGames, StartDraftButton } from '../draft-entry';
import { UpcomingGameCards } from './UpcomingGameCards';
import { PayoutsBanner } from './PayoutsBanner';
import { TeamChatLink } from '../chat';
import { SwapLinks } from '../swaps';
import { CalendarPanel } from '../calendar';
import { TicketHandoffPanel } from '../handoff';
import { HandoverStatus, LeaveTeamButton, MemberActions, useTeamMembership } from '../members';
import './team-detail.css';
import { Glyph } from '../../shared/Glyph';

export const NOT_FOUND_TITLE = 'Team Not Found or Access Denied';
export const INVITE_FAILED = 'Failed to send invitation. Please try again.';
const UPCOMING_SHOWN = 3;

const ROLE_LABEL: Record<TeamRole, string> = { owner: 'Owner', admin: 'Admin', member: 'Member' };
const ROLE_TONE: Record<TeamRole, BadgeTone> = { owner: 'brand', admin: 'info', member: 'neutral' };

const canManage = (role: TeamRole) => role === 'owner' || role === 'admin';

/** What an owner or admin can do with a pending invite, in the order of its buttons. */
const INVITE_ACTIONS = [
  { action: 'resend', label: 'Resend', variant: 'secondary' },
  { action: 'revoke', label: 'Revoke', variant: 'ghost' },
] as const;

function PencilIcon() {
  return <Glyph size={16} stroked d="M4 20h4L19 9l-4-4L4 16v4zM14 6l4 4" />;
}

/** The team name; owners and admins edit it in place (Enter saves, Escape cancels). */
function TeamName({ team, onSaved }: { team: TeamDetailFields; onSaved: () => void }) {
  const [editing, setEditing] = useState(false);
  const [draft, setDraft] = useState(team.name);
  const [{ fetching }, updateTeam] = useMutation(UpdateTeamDocument);

  const save = async () => {
    const name = draft.trim();
    // An empty name is never sent: the server would refuse it, and the old name stays.
    if (!name) return;
    if (name === team.name) {
      setEditing(false);
      return;
    }
    const result = await updateTeam({ id: team.id, input: { name } }, SCREEN_HANDLES_ERRORS);
    if (result.error) {
      notify.error(result.error.graphQLErrors[0]?.message ?? 'Failed to update team name.');
      return;
    }
    setEditing(false);
    // Any cache (document or normalised) then shows the saved name.
    onSaved();
  };
  const cancel = () => {
    setDraft(team.name);
    setEditing(false);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') {
      event.preventDefault();
      void save();
    } else if (event.key === 'Escape') {
      event.preventDefault();
      cancel();
    }
  };

  if (editing) {
    return (
      <div className="tm-team-detail__name-edit">
        <Input
          label="Team name"
          hideLabel
          value={draft}
          maxLength={TEAM_NAME_MAX}
          autoFocus
          onChange={(event) => setDraft(event.target.value)}
          onKeyDown={onKeyDown}
        />
        <Button size="sm" loading={fetching} disabled={!draft.trim()} onClick={() => void save()}>
          Save
        </Button>
        <Button size="sm" variant="ghost" onClick={cancel}>
          Cancel
        </Button>
      </div>
    );
  }
  return (
    <div className="tm-team-detail__name">
      <h1 id="page-title">{team.name}</h1>
      {canManage(team.myRole) ? (
        <IconButton
          aria-label="Edit team name"
          variant="ghost"
          size="sm"
          onClick={() => {
            setDraft(team.name);
            setEditing(true);
          }}
          icon={<PencilIcon />}
        />
      ) : null}
    </div>
  );
}

/** Invite by e-mail: the server's message is shown either way. */
function InviteMemberDialog({ teamId, onInvited }: { teamId: string; onInvited: () => void }) {
  const [open, setOpen] = useState(false);
  const [email, setEmail] = useState('');
  const [outcome, setOutcome] = useState<{ ok: boolean; message: string } | null>(null);
  const [{ fetching }, inviteMember] = useMutation(InviteMemberDocument);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const address = email.trim();
    if (!address) return;
    const result = await inviteMember({ teamId, email: address }, SCREEN_HANDLES_ERRORS);
    const answer = result.data?.inviteMember;
    if (!answer) {
      setOutcome({ ok: false, message: INVITE_FAILED });
      return;
    }
    setOutcome({ ok: answer.success, message: answer.message });
    if (answer.success) {
      setEmail('');
      onInvited();
    }
  };

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (!next) setOutcome(null);
      }}
      trigger={<Button variant="secondary">Invite Member</Button>}
      title="Invite Member"
      description="We'll e-mail them a link to join the team."
    >
      <form className="tm-invite-form" onSubmit={(event) => void submit(event)} noValidate>
        <Input
          label="Email address"
          type="email"
          autoComplete="email"
          value={email}
          onChange={(event) => {
            setEmail(event.target.value);
            setOutcome(null);
          }}
        />
        <Button type="submit" disabled={!email.trim()} loading={fetching}>
          Send
        </Button>
      </form>
      {outcome ? (
        <p
          role={outcome.ok ? 'status' : 'alert'}
          className={outcome.ok ? 'tm-invite-form__ok' : 'tm-invite-form__error'}
        >
          {outcome.message}
        </p>
      ) : null}
    </Dialog>
  );
}

function PendingInvites({
  invites,
  onChanged,
}: {
  invites: TeamDetailFields['invites'];
  onChanged: () => void;
}) {
  const [, resendInvite] = useMutation(ResendInviteDocument);
  const [, revokeInvite] = useMutation(RevokeInviteDocument);
  const [busy, setBusy] = useState<string | null>(null);
  const pending = invites.filter((invite) => invite.status === 'pending');
  if (pending.length === 0) return null;

  const run = async (id: string, action: 'resend' | 'revoke') => {
    setBusy(`${action}:${id}`);
    const result =
      action === 'resend'
        ? (await resendInvite({ inviteId: id }, SCREEN_HANDLES_ERRORS)).data?.resendInvite
        : (await revokeInvite({ inviteId: id }, SCREEN_HANDLES_ERRORS)).data?.revokeInvite;
    setBusy(null);
    if (!result) notify.error(INVITE_FAILED);
    else if (result.success) notify.success(result.message);
    else notify.error(result.message);
    if (action === 'revoke' && result?.success) onChanged();
  };

  return (
    <Card as="section" title="Pending invites" titleAs="h2" className="tm-team-detail__invites">
      <ul className="tm-team-detail__invite-list" aria-label="Pending invites">
        {pending.map((invite) => (
          <li key={invite.id} className="tm-team-detail__invite">
            <span className="tm-team-detail__invite-email">{invite.email}</span>
            <Badge tone="warning">Pending</Badge>
            {INVITE_ACTIONS.map(({ action, label, variant }) => (
              <Button
                key={action}
                size="sm"
                variant={variant}
                loading={busy === `${action}:${invite.id}`}
                onClick={() => void run(invite.id, action)}
                aria-label={`${label} invite to ${invite.email}`}
              >
                {label}
              </Button>
            ))}
          </li>
        ))}
      </ul>
    </Card>
  );
}

function Members({
  team,
  manage,
  userId,
  handoverPending,
  onChanged,
}: {
  team: TeamDetailFields;
  manage: boolean;
  userId: string | null;
  handoverPending: boolean;
  onChanged: () => void;
}) {
  // Rows without a user stand for invites that were not accepted yet; those show as invites.
  const joined = team.members.filter((member) => member.userId);
  return (
    <Card as="section" title="Members" titleAs="h2">
      <ul className="tm-team-detail__members" aria-label="Members">
        {joined.map((member) => {
          // People go by name (the server's naming rule); the address is for managing members.
          const name = member.displayName || 'Member';
          return (
            <li key={member.id} className="tm-team-detail__member">
              <Avatar name={name} src={member.avatarUrl} decorative />
              <span className="tm-team-detail__member-name">
                {name}
                {manage && member.email ? (
                  <span className="tm-team-detail__member-email">{member.email}</span>
                ) : null}
              </span>
              <Badge tone={ROLE_TONE[member.role]}>{ROLE_LABEL[member.role]}</Badge>
              <MemberActions
                teamId={team.id}
                teamName={team.name}
                member={{ userId: member.userId!, name, role: member.role }}
                myRole={team.myRole}
                myUserId={userId}
                handoverPending={handoverPending}
                onChanged={onChanged}
              />
            </li>
          );
        })}
      </ul>
    </Card>
  );
}

function TeamView({ team, refetch }: { team: TeamDetailFields; refetch: () => void }) {
  const userId = useAppSelector(selectUserId);
  const manage = canManage(team.myRole);
  const membership = useTeamMembership(team.id);
  const changed = () => {
    refetch();
    membership.refetch();
  };
  const upcoming = team.upcomingGames.slice(0, UPCOMING_SHOWN);
  return (
    <section className="tx-page tm-team-detail" aria-labelledby="page-title">
      <Link className="tm-team-detail__back" to="/app/teams?all=1">
        ← All teams
      </Link>
      <header className="tm-team-detail__header">
        <div>
          <TeamName key={team.name} team={team} onSaved={refetch} />
          <p className="tm-team-detail__meta">
            <Badge tone={ROLE_TONE[team.myRole]}>{ROLE_LABEL[team.myRole]}</Badge>
            <span>
              {team.league} · {team.teamName} · {seasonLabel(team.league, team.season)}
            </span>
          </p>
        </div>
        {manage || team.draftId ? (
          <div className="tm-team-detail__actions">
            {team.draftId ? (
              <Button asChild>
                <Link to={`/app/draft/${team.draftId}`}>View Draft</Link>
              </Button>
            ) : (
              <StartDraftButton teamId={team.id} />
            )}
            {manage ? <InviteMemberDialog teamId={team.id} onInvited={refetch} /> : null}
          </div>
        ) : null}
      </header>

      <p className="tm-team-detail__chat">
        <TeamChatLink teamId={team.id} />
      </p>

      {team.myRole === 'owner' ? (
        <PayoutsBanner teamId={team.id} heldBy={membership.payoutsHeldBy} />
      ) : null}
      <HandoverStatus handover={membership.pendingHandover} myUserId={userId} onChanged={changed} />

      <dl className="tm-team-detail__stats">
        <div className="tm-team-detail__stat">
          <dt>Members</dt>
          <dd>{team.memberCount}</dd>
        </div>
        <div className="tm-team-detail__stat">
          <dt>Games</dt>
          <dd>{team.gameCount}</dd>
        </div>
      </dl>

      <SwapLinks teamId={team.id} />

      <Members
        team={team}
        manage={manage}
        userId={userId}
        handoverPending={membership.pendingHandover !== null}
        onChanged={changed}
      />
      <LeaveTeamButton teamId={team.id} teamName={team.name} myRole={team.myRole} />
      {manage ? <PendingInvites invites={team.invites} onChanged={refetch} /> : null}

      <MyDraftedGames games={team.games} userId={userId} />

      <TicketHandoffPanel teamId={team.id} />

      <CalendarPanel teamId={team.id} />

      <section className="tm-team-detail__games" aria-labelledby="upcoming-games">
        <h2 id="upcoming-games">Upcoming Games</h2>
        {upcoming.length > 0 && team.plan !== 'unlimited' ? <ScoreLockedHint /> : null}
        {upcoming.length > 0 ? (
          <div className="tm-team-detail__game-grid">
            <UpcomingGameCards
              teamId={team.id}
              league={team.league}
              plan={team.plan}
              games={upcoming}
              members={team.members}
              userId={userId}
            />
          </div>
        ) : (
          <EmptyState compact title="No upcoming home games" titleAs="p" />
        )}
      </section>
    </section>
  );
}

/** /app/teams/:teamId: one team for its members; anyone else sees 'Team Not Found or Access Denied'. */
export default function TeamDetailPage() {
  const { teamId = '' } = useParams();
  const dispatch = useAppDispatch();
  const [{ data, fetching, error }, reexecute] = useQuery({
    query: TeamDocument,
    variables: { id: teamId, upcomingLimit: UPCOMING_SHOWN },
    pause: !teamId,
    context: SCREEN_HANDLES_ERRORS,
  });
  const team = data?.team ?? null;

  useEffect(() => {
    document.title = `${team?.name ?? 'Team'} · Tiix`;
  }, [team?.name]);

  const currentTeamId = useAppSelector(selectCurrentTeamId);
  const refused = !!data && !team;
  useEffect(() => {
    if (team) dispatch(currentTeamChanged(team.id));
  }, [dispatch, team]);
  useEffect(() => {
    // Forget a remembered team the user can no longer open, or /app/teams would keep coming back here.
    if (refused && currentTeamId === teamId) dispatch(currentTeamChanged(null));
  }, [dispatch, refused, currentTeamId, teamId]);

  if (fetching && !data) {
    return (
      <section className="tx-page" aria-busy="true">
        <Spinner label="Loading team" />
      </section>
    );
  }
  if (!team) {
    return (
      <section className="tx-page tm-team-detail" aria-labelledby="page-title">
        <h1 id="page-title">{NOT_FOUND_TITLE}</h1>
        {error ? (
          <p role="alert">{error.graphQLErrors[0]?.message ?? TEAM_NOT_FOUND_OR_DENIED}</p>
        ) : null}
        <Link to="/app/teams?all=1">Back to teams</Link>
      </section>
    );
  }
  return <TeamView team={team} refetch={() => reexecute({ requestPolicy: 'network-only' })} />;
}
