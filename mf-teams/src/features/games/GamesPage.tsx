import { useEffect, useMemo, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { useMutation, useQuery } from 'urql';
import {
  Button,
  EmptyState,
  ProgressBar,
  Select,
  Spinner,
  Tabs,
  TabsContent,
  TabsList,
  TabsTrigger,
  buttonClassName,
  notify,
} from '@tiix/shared-ui';
import { isFinalGame } from '@tiix/domain';
import {
  selectCurrentTeamId,
  selectUserId,
  useAppSelector,
  SCREEN_HANDLES_ERRORS,
} from '@tiix/shared-data';
import {
  FillMyRankingsFromScoreDocument,
  MyRankingsDocument,
  SaveMyRankingsDocument,
  TeamGamesDocument,
  type GameRankingFieldsFragment,
  type ScoredGameFieldsFragment,
} from './operations';
import { TeamDocument, type TeamDetailFields } from '../../shared/teamOperations';
import { GameCard, ScoreLockedHint } from '../game-card';
import { GameHolder, useOpenDraft } from '../draft-entry';
import { ShareToChatButton } from '../chat';
import { LegacyTable } from './LegacyTable';
import { ReorderList } from './ReorderList';
import { TasteDialog } from './taste/TasteDialog';
import { MyGameScoresDocument } from './taste/tasteOperations';
import {
  DEFAULT_SORT,
  DEFAULT_TAB,
  SORTS,
  initialOrder,
  orderToRankings,
  TABS,
  isUpcoming,
  monthKey,
  monthLabel,
  moveRank,
  rankMap,
  rankOptions,
  sortGames,
  type GamesSort,
  type GamesTab,
} from './gamesModel';
import { CalendarPanel } from '../calendar';
import { HandoffStatusBadge, useGameHandoffs } from '../handoff';
import './games.css';

export const NO_GAMES = 'No home games found';
export const NO_PICKS = 'No picks found.';
export const NEED_INVITE = 'You need to accept the invite to draft.';
export const FILL_FROM_SCORE = 'Fill my ranks from the score';
const SAVE_FAILED = 'Could not save your rank. Please try again.';

const SORT_LABEL: Record<GamesSort, string> = { score: 'Score', rank: 'My Rank', date: 'Date' };

const oneOf = <T extends string>(value: string | null, allowed: readonly T[], fallback: T): T =>
  allowed.includes(value as T) ? (value as T) : fallback;

/** A member has joined the team; an invitee who has not accepted yet may look but not draft. */
function isMember(team: TeamDetailFields | null | undefined, userId: string | null): boolean {
  if (!team) return false;
  if (!userId) return true;
  return (
    team.ownerId === userId || team.members.some((m) => m.userId === userId && m.joinedAt !== null)
  );
}

interface RankPickerProps {
  game: ScoredGameFieldsFragment;
  count: number;
  ranks: ReadonlyMap<string, number>;
  disabled: boolean;
  onChange: (rank: number) => void;
}

function RankPicker({ game, count, ranks, disabled, onChange }: RankPickerProps) {
  const current = ranks.get(game.id) ?? 0;
  // A rank kept from when more games were upcoming stays visible rather than silently blank.
  const options = rankOptions(Math.max(count, current), game.id, ranks);
  return (
    <Select
      label="My rank"
      containerClassName="gm-rank"
      value={String(current)}
      disabled={disabled}
      onChange={(e) => onChange(Number(e.target.value))}
      aria-label={`My rank for ${game.opponent}`}
    >
      <option value="0">Not ranked</option>
      {options.map((o) => (
        <option key={o.value} value={String(o.value)}>
          {o.label}
        </option>
      ))}
    </Select>
  );
}

/** Games (/app/games): the current team's home games, their scores, and the member's own ranks. */
export default function GamesPage() {
  useEffect(() => {
    document.title = 'Games · Tiix';
  }, []);
  const teamId = useAppSelector(selectCurrentTeamId);

  return (
    <section className="tx-page gm-page" aria-labelledby="page-title">
      <h1 id="page-title">Games</h1>
      <p className="tx-page__lead">Rank this season&apos;s home games.</p>
      {teamId ? (
        <TeamGames teamId={teamId} />
      ) : (
        <EmptyState
          title="No team selected"
          description="Pick or create a team to see its home games."
          action={
            <Link to="/app/teams" className={buttonClassName()}>
              Go to teams
            </Link>
          }
        />
      )}
    </section>
  );
}

function TeamGames({ teamId }: { teamId: string }) {
  const { open: openDraft, opening } = useOpenDraft(teamId);
  const userId = useAppSelector(selectUserId);
  const [params, setParams] = useSearchParams();
  const tab = oneOf<GamesTab>(params.get('tab'), TABS, DEFAULT_TAB);
  const sort = oneOf<GamesSort>(params.get('sort'), SORTS, DEFAULT_SORT);
  const month = params.get('month') ?? '';
  const oldCard = params.get('oldCard') === '1';
  const [reordering, setReordering] = useState(false);
  const [savingOrder, setSavingOrder] = useState(false);

  // The games page is never served stale.
  const [gamesResult] = useQuery({
    query: TeamGamesDocument,
    variables: { teamId },
    requestPolicy: 'cache-and-network',
    context: SCREEN_HANDLES_ERRORS,
  });
  const [teamResult] = useQuery({ query: TeamDocument, variables: { id: teamId } });
  const handoffs = useGameHandoffs(teamId);
  const [rankingsResult] = useQuery({
    query: MyRankingsDocument,
    variables: { teamId },
    requestPolicy: 'cache-and-network',
  });
  // The caller's personal scores (null each without a taste); fetched again after a taste change.
  const [personalResult, refetchPersonal] = useQuery({
    query: MyGameScoresDocument,
    variables: { teamId },
    requestPolicy: 'cache-and-network',
  });
  const personal = useMemo(
    () => new Map((personalResult.data?.teamGames ?? []).map((g) => [g.id, g] as const)),
    [personalResult.data],
  );
  const [, saveRankings] = useMutation(SaveMyRankingsDocument);
  const [filling, fill] = useMutation(FillMyRankingsFromScoreDocument);

  // The last server answer to a save wins over the query until the query refetches.
  const [saved, setSaved] = useState<GameRankingFieldsFragment[] | null>(null);
  const [optimistic, setOptimistic] = useState<Map<string, number> | null>(null);
  useEffect(() => {
    setSaved(null);
    setOptimistic(null);
  }, [teamId, rankingsResult.data]);

  const ranks = useMemo(
    () => optimistic ?? rankMap(saved ?? rankingsResult.data?.myRankings ?? []),
    [optimistic, saved, rankingsResult.data],
  );

  // Fixed per render pass of the data so that a game does not flip tabs between renders.
  const now = useMemo(() => Date.now(), [gamesResult.data]); // eslint-disable-line react-hooks/exhaustive-deps -- recomputed per data load on purpose
  const games = gamesResult.data?.teamGames;
  const upcoming = useMemo(() => (games ?? []).filter((g) => isUpcoming(g, now)), [games, now]);
  const completed = useMemo(() => (games ?? []).filter((g) => !isUpcoming(g, now)), [games, now]);
  const inTab = tab === 'upcoming' ? upcoming : completed;
  const months = useMemo(() => {
    const keys = new Set(inTab.map(monthKey).filter(Boolean));
    if (month) keys.add(month);
    return [...keys].sort();
  }, [inTab, month]);
  const shown = useMemo(
    () => sortGames(month ? inTab.filter((g) => monthKey(g) === month) : inTab, sort, ranks),
    [inTab, month, sort, ranks],
  );
  const rankedCount = upcoming.filter((g) => ranks.has(g.id)).length;
  const member = isMember(teamResult.data?.team, userId);
  // Until the plan is known the score stays locked, so a free team never glimpses it.
  const locked = teamResult.data?.team?.plan !== 'unlimited';

  const setParam = (key: 'tab' | 'sort' | 'month', value: string, fallback: string) => {
    setParams(
      (prev) => {
        const next = new URLSearchParams(prev);
        if (value === fallback) next.delete(key);
        else next.set(key, value);
        return next;
      },
      { replace: true },
    );
  };

  const changeRank = async (game: ScoredGameFieldsFragment, rank: number) => {
    setOptimistic(moveRank(ranks, game.id, rank));
    const result = await saveRankings(
      { teamId, rankings: [{ gameId: game.id, rank }] },
      SCREEN_HANDLES_ERRORS,
    );
    if (result.error || !result.data) {
      setOptimistic(null);
      notify.error(result.error?.graphQLErrors[0]?.message ?? SAVE_FAILED);
      return;
    }
    setSaved(result.data.saveMyRankings);
    setOptimistic(null);
  };

  const saveOrder = async (ids: string[]) => {
    setSavingOrder(true);
    const result = await saveRankings(
      { teamId, rankings: orderToRankings(ids) },
      SCREEN_HANDLES_ERRORS,
    );
    setSavingOrder(false);
    if (result.error || !result.data) {
      notify.error(result.error?.graphQLErrors[0]?.message ?? SAVE_FAILED);
      return;
    }
    setOptimistic(null);
    setSaved(result.data.saveMyRankings);
    setReordering(false);
    notify.success('Saved your order.');
  };

  const fillFromScore = async () => {
    const result = await fill({ teamId }, SCREEN_HANDLES_ERRORS);
    if (result.error || !result.data) {
      notify.error(result.error?.graphQLErrors[0]?.message ?? SAVE_FAILED);
      return;
    }
    setOptimistic(null);
    setSaved(result.data.fillMyRankingsFromScore);
    notify.success('Ranked your games by score. Adjust any rank you like.');
  };

  if (!games && gamesResult.fetching) return <Spinner label="Loading games" />;
  if (!games && gamesResult.error)
    return <EmptyState title="Could not load games" description={gamesResult.error.message} />;

  let list;
  if (reordering) {
    list = (
      <ReorderList
        games={upcoming}
        initial={initialOrder(upcoming, ranks)}
        saving={savingOrder}
        onSave={(ids) => void saveOrder(ids)}
        onCancel={() => setReordering(false)}
      />
    );
  } else if (shown.length === 0) {
    list = <EmptyState title={NO_GAMES} />;
  } else if (sort === 'rank' && !shown.some((g) => ranks.has(g.id))) {
    list = (
      <EmptyState
        title={NO_PICKS}
        description={`Rank games with the picker, or use '${FILL_FROM_SCORE}'.`}
      />
    );
  } else if (oldCard) {
    list = (
      <LegacyTable
        games={shown}
        ranks={ranks}
        locked={locked}
        member={member}
        needInvite={NEED_INVITE}
        isFinished={(g) => !isUpcoming(g, now)}
        onRank={(g, rank) => void changeRank(g, rank)}
        onDraft={(g) => void openDraft(g.id)}
      />
    );
  } else {
    list = (
      <ul className="gm-list">
        {shown.map((game) => {
          const finished = !isUpcoming(game, now);
          return (
            <li key={game.id}>
              <GameCard
                game={game}
                league={teamResult.data?.team?.league ?? ''}
                score={game.tiixRank}
                stars={game.tiixStars}
                reasons={game.tiixReasonTags}
                rationale={game.tiixRationale}
                locked={locked}
                actions={
                  <>
                    {!locked && personal.get(game.id)?.myScore != null ? (
                      <p className="gm-my-score">
                        Your score <strong>{personal.get(game.id)!.myScore}</strong>
                        {personal.get(game.id)!.myScoreReasons.length > 0
                          ? ` · ${personal.get(game.id)!.myScoreReasons.slice(0, 2).join(', ')}`
                          : null}
                      </p>
                    ) : null}
                    {isFinalGame(game) ? (
                      <p className="gm-result">
                        Final {game.finalScore ?? `${game.homeScore ?? ''}-${game.awayScore ?? ''}`}
                      </p>
                    ) : null}
                    <RankPicker
                      game={game}
                      count={upcoming.length}
                      ranks={ranks}
                      disabled={finished}
                      onChange={(rank) => void changeRank(game, rank)}
                    />
                    <GameHolder
                      assignedTo={game.assignedTo}
                      members={teamResult.data?.team?.members ?? []}
                      userId={userId}
                    />
                    {handoffs.get(game.id) ? (
                      <HandoffStatusBadge status={handoffs.get(game.id)!.status} />
                    ) : null}
                    <ShareToChatButton teamId={teamId} gameId={game.id} />
                    {member ? (
                      <Button
                        variant="secondary"
                        size="sm"
                        disabled={finished}
                        loading={opening === game.id}
                        onClick={() => void openDraft(game.id)}
                      >
                        Draft
                      </Button>
                    ) : (
                      <p className="gm-need-invite">{NEED_INVITE}</p>
                    )}
                  </>
                }
              />
            </li>
          );
        })}
      </ul>
    );
  }

  return (
    <div className="gm-body">
      <Tabs className="gm-tabs" value={tab} onValueChange={(v) => setParam('tab', v, DEFAULT_TAB)}>
        <TabsList aria-label="Games">
          <TabsTrigger value="upcoming">Upcoming</TabsTrigger>
          <TabsTrigger value="completed">Completed</TabsTrigger>
        </TabsList>
        <div className="gm-toolbar">
          <Select
            label="Month"
            containerClassName="gm-toolbar__field"
            value={month}
            onChange={(e) => setParam('month', e.target.value, '')}
            options={[
              { value: '', label: 'All months' },
              ...months.map((m) => ({ value: m, label: monthLabel(m) })),
            ]}
          />
          <Select
            label="Sort by"
            containerClassName="gm-toolbar__field"
            value={sort}
            onChange={(e) => setParam('sort', e.target.value, DEFAULT_SORT)}
            options={SORTS.map((s) => ({ value: s, label: SORT_LABEL[s] }))}
          />
          <Button
            variant="secondary"
            loading={filling.fetching}
            disabled={upcoming.length === 0 || locked || reordering}
            aria-describedby={locked ? 'gm-fill-locked' : undefined}
            onClick={() => void fillFromScore()}
          >
            {FILL_FROM_SCORE}
          </Button>
          <TasteDialog
            opponents={(games ?? []).map((g) => g.opponent)}
            onChanged={() => refetchPersonal({ requestPolicy: 'network-only' })}
          />
          <Button
            variant="secondary"
            aria-pressed={reordering}
            disabled={upcoming.length < 2}
            onClick={() => setReordering((on) => !on)}
          >
            Reorder
          </Button>
        </div>
        {locked ? <ScoreLockedHint id="gm-fill-locked" /> : null}
        <ProgressBar
          className="gm-progress"
          label="Games ranked"
          value={rankedCount}
          max={Math.max(1, upcoming.length)}
          showValue
          valueText={`${rankedCount} of ${upcoming.length} ranked`}
        />
        {/* The selected tab's panel: each tab controls an element that exists. */}
        <TabsContent value={tab}>{list}</TabsContent>
      </Tabs>
      <CalendarPanel teamId={teamId} />
    </div>
  );
}
