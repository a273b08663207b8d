import { memo } from 'react';
import { Link } from 'react-router';
import { useQuery } from 'urql';
import { Avatar, Badge, Button, Card, EmptyState, Skeleton, type BadgeTone } from '@tiix/shared-ui';
import { teamLogoUrl } from '@tiix/domain';
import {
  chosenName,
  selectSession,
  useAppSelector,
  useAuth,
  useProfile,
  type TeamStatus,
  SCREEN_HANDLES_ERRORS,
  MyTeamsDocument,
  type TeamSummaryFieldsFragment,
} from '@tiix/shared-data';
import {
  DashboardDocument,
  RecentActivityDocument,
  type ActivityLogEntryFields,
} from './operations';
import { usePageTitle } from '../../shared/usePageTitle';
import {
  activityGroupSentence,
  groupActivity,
  RECENT_ACTIVITY_FETCH,
  RECENT_ACTIVITY_SHOWN,
  relativeTime,
  type ActivityGroup,
} from './activity';
import { DashboardSection } from './DashboardSection';
import { NextGame, useNextGame } from './NextGame';
import { useRevealTogether } from './useRevealTogether';
import './dashboard.css';

const CREATE_TEAM_PATH = '/app/teams/create';

/** Team status badges: active green, draft blue, others grey; 'setup' gets no badge. */
function statusTone(status: TeamStatus): BadgeTone | null {
  if (status === 'setup') return null;
  if (status === 'active') return 'success';
  if (status === 'draft') return 'info';
  return 'neutral';
}

function Counter({ label, value }: { label: string; value: number | undefined }) {
  return (
    <Card as="li" padding="md" className="shell-dashboard__counter">
      <span className="shell-dashboard__counter-label">{label}</span>
      {value === undefined ? (
        <Skeleton variant="text" width="3ch" height="2.25rem" />
      ) : (
        <span className="shell-dashboard__counter-value">{value}</span>
      )}
    </Card>
  );
}

function ListSkeleton({ rows }: { rows: number }) {
  return (
    <ul className="shell-dashboard__list" aria-hidden="true">
      {Array.from({ length: rows }, (_, i) => (
        <li key={i} className="shell-dashboard__row">
          <Skeleton variant="circle" width={32} height={32} />
          <Skeleton variant="text" width="60%" />
        </li>
      ))}
    </ul>
  );
}

function TeamRow({ team }: { team: TeamSummaryFieldsFragment }) {
  const tone = statusTone(team.status);
  return (
    <li className="shell-dashboard__row">
      <img
        className="shell-dashboard__logo"
        src={teamLogoUrl(team.league, team.teamName)}
        alt=""
        width={32}
        height={32}
        // A missing logo is hidden rather than shown broken (issue 4).
        onError={(e) => {
          e.currentTarget.hidden = true;
        }}
      />
      <span className="shell-dashboard__row-main">
        <Link to={`/app/teams/${team.id}`} className="shell-dashboard__team-link">
          {team.name}
        </Link>
        <span className="shell-dashboard__row-meta">
          {team.teamName} · {team.league}
        </span>
      </span>
      {tone && (
        <Badge tone={tone} className="shell-dashboard__status">
          {team.status}
        </Badge>
      )}
    </li>
  );
}

function ActivityRow({
  group,
  me,
  teamName,
  now,
}: {
  group: ActivityGroup<ActivityLogEntryFields>;
  me: { id: string; name: string };
  teamName: string | undefined;
  now: number;
}) {
  const entry = group.entries[0]!;
  const mine = entry.userId !== null && entry.userId === me.id;
  // The caller's own entries read "You"; others carry the actor's name from the server.
  const who = mine ? 'You' : (entry.actorName ?? 'A teammate');
  return (
    <li className="shell-dashboard__row shell-dashboard__activity">
      <Avatar name={mine ? me.name : entry.actorName} size="sm" decorative />
      <span className="shell-dashboard__row-main">
        <span>{activityGroupSentence(group, who)}</span>
        <span className="shell-dashboard__row-meta">
          {teamName && <>{teamName} · </>}
          <time dateTime={entry.createdAt}>{relativeTime(entry.createdAt, now)}</time>
        </span>
      </span>
    </li>
  );
}

function GuestDashboard() {
  return (
    <DashboardSection>
      <p className="shell-dashboard__welcome">Welcome to Tiix!</p>
      <EmptyState
        title="Share season tickets with your friends"
        description="Create a team, invite your group and draft the games you want."
        action={
          <Button asChild>
            <Link to={CREATE_TEAM_PATH}>Create your team</Link>
          </Button>
        }
      />
    </DashboardSection>
  );
}

/**
 * Memoized: the session record catches up with the auth client a moment after a sign-in or a
 * restored session (its sync is debounced), and that store update re-renders the page at once,
 * in one task; the member's dashboard, already drawn for the same user, is skipped.
 */
const MemberDashboard = memo(function MemberDashboard({
  userId,
  email,
}: {
  userId: string;
  email: string;
}) {
  const { profile, loading: profileLoading } = useProfile();
  // Any of the three failing shows the page's one message (below), not a toast each.
  const [summary] = useQuery({ query: DashboardDocument, context: SCREEN_HANDLES_ERRORS });
  const [teamsResult] = useQuery({ query: MyTeamsDocument, context: SCREEN_HANDLES_ERRORS });
  const [activityResult] = useQuery({
    query: RecentActivityDocument,
    variables: { limit: RECENT_ACTIVITY_FETCH },
    context: SCREEN_HANDLES_ERRORS,
  });

  const [nextGame] = useNextGame();
  const parts = [summary, teamsResult, activityResult, nextGame];
  const revealed = useRevealTogether(parts.every((part) => part.data || part.error));

  const counts = summary.data?.dashboard;
  const teams = teamsResult.data?.myTeams;
  const activity = activityResult.data?.recentActivity;
  // Bursts fold into one line each, then up to 15 lines show.
  const lines = groupActivity(
    (activity ?? []).slice().sort((a, b) => Date.parse(b.createdAt) - Date.parse(a.createdAt)),
  ).slice(0, RECENT_ACTIVITY_SHOWN);
  // People are named, not addressed: without a chosen name, the e-mail's local part.
  const myName = chosenName(profile) ?? email.split('@')[0] ?? email;
  const teamNames = new Map((teams ?? []).map((t) => [t.id, t.name]));
  const now = Date.now();
  const failed = summary.error ?? teamsResult.error ?? activityResult.error;

  return (
    <DashboardSection>
      {/* Until the profile is in, no name: the e-mail's part would flash before a chosen name. */}
      <p className="shell-dashboard__welcome">
        {!profile && profileLoading ? 'Welcome back!' : `Welcome back, ${myName}!`}
      </p>
      {/* The parts appear together when they answer quickly (useRevealTogether). */}
      {revealed && (
        <>
          <NextGame next={nextGame.data?.myNextGame} />
          {failed && (
            <p role="alert" className="shell-dashboard__error">
              Some of your dashboard could not be loaded. Please refresh the page.
            </p>
          )}

          <ul className="shell-dashboard__counters" aria-label="Summary">
            <Counter label="Teams" value={counts?.teams} />
            <Counter label="Upcoming Games" value={counts?.upcomingGames} />
            <Counter label="Team Members" value={counts?.teamMembers} />
            <Counter label="Pending Payments" value={counts?.pendingPayments} />
          </ul>

          <div className="shell-dashboard__columns">
            <Card
              as="section"
              title="Your Teams"
              titleAs="h2"
              aria-label="Your Teams"
              headerAction={
                teams && teams.length > 0 ? (
                  <Button asChild variant="link" size="sm">
                    <Link to={CREATE_TEAM_PATH}>Create team</Link>
                  </Button>
                ) : undefined
              }
            >
              {teams === undefined ? (
                teamsResult.fetching && <ListSkeleton rows={3} />
              ) : teams.length === 0 ? (
                <EmptyState
                  compact
                  title="No teams yet"
                  action={
                    <Button asChild>
                      <Link to={CREATE_TEAM_PATH}>Create your team</Link>
                    </Button>
                  }
                />
              ) : (
                <ul className="shell-dashboard__list">
                  {teams.map((team) => (
                    <TeamRow key={team.id} team={team} />
                  ))}
                </ul>
              )}
            </Card>

            <Card as="section" title="Recent Activity" titleAs="h2" aria-label="Recent Activity">
              {activity === undefined ? (
                activityResult.fetching && <ListSkeleton rows={4} />
              ) : activity.length === 0 ? (
                <EmptyState compact title="No recent activity" />
              ) : (
                <ul className="shell-dashboard__list">
                  {lines.map((group) => (
                    <ActivityRow
                      key={group.entries[0]!.id}
                      group={group}
                      me={{ id: userId, name: myName }}
                      teamName={teamNames.get(group.entries[0]!.teamId)}
                      now={now}
                    />
                  ))}
                </ul>
              )}
            </Card>
          </div>
        </>
      )}
    </DashboardSection>
  );
});

/**
 * The dashboard at /app: welcome, the four counters, Your Teams and Recent Activity.
 * Guests get a welcome and the way to create a team.
 */
export function DashboardPage() {
  usePageTitle('Dashboard');
  const session = useAppSelector(selectSession);
  const { user } = useAuth();
  // The record follows the auth client a moment later (its sync is debounced): someone whose
  // session was just restored or who just signed in is a member at once, never a guest first.
  if (user && !user.isAnonymous) {
    return <MemberDashboard userId={user.id} email={user.email ?? ''} />;
  }
  if (session.status !== 'auth') return <GuestDashboard />;
  return <MemberDashboard userId={session.userId} email={session.email} />;
}
