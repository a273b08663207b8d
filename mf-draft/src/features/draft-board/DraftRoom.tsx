import { useEffect, useRef } from 'react';
import { Link } from 'react-router';
import {
  Badge,
  Button,
  Checkbox,
  Spinner,
  Tabs,
  TabsContent,
  TabsList,
  TabsTrigger,
} from '@tiix/shared-ui';
import { draftChanged, useAppDispatch } from '@tiix/shared-data';
import {
  SaveMyRankingsDocument,
  type RankingInput,
  MakePickDocument,
  type DraftGameFieldsFragment,
  type DraftRoomFieldsFragment,
} from './operations';
import { DraftResults, Participants, PicksFeed, RoundsBoard } from './BoardPanels';
import { Countdown } from './Countdown';
import {
  MODE_LABEL,
  ORDER_LABEL,
  STATE_LABEL,
  canPickNow,
  clockLabel,
  draftPhase,
  isMyTurn,
} from './draftModel';
import { AvailableGames, MyQueue } from './GamesPanel';
import { OwnerControls } from './OwnerControls';
import { PhaseIndicator } from './PhaseIndicator';
import { useDraftActions } from './useDraftActions';
import { useDraftRoom } from './useDraftRoom';
import { useNarrow } from './useNarrow';
import { useTurnAlerts } from './useTurnAlerts';
import './draft-board.css';

export const DRAFT_NOT_FOUND = 'Draft not found or access denied';

function statusLine(draft: DraftRoomFieldsFragment): string {
  const parts = [
    `${ORDER_LABEL[draft.pickOrder]}`,
    `${draft.rounds} ${draft.rounds === 1 ? 'round' : 'rounds'}`,
    `${clockLabel(draft.pickClockSec)} clock`,
    `${MODE_LABEL[draft.mode]} mode`,
  ];
  return parts.join(' · ');
}

/** Who is on the clock, the countdown, who is next, and the 'Your turn' banner. */
function OnTheClock({
  draft,
  room,
}: {
  draft: DraftRoomFieldsFragment;
  room: ReturnType<typeof useDraftRoom>;
}) {
  const mine = isMyTurn(draft);
  const names = new Map(draft.participants.map((p) => [p.id, p.displayName]));
  const next = draft.upcomingTurns
    .filter((t) => t.overall > draft.currentOverall || t.participantId !== draft.onClock?.id)
    .slice(0, 3);
  const pickNo = Math.min(draft.currentOverall + 1, draft.totalPicks);
  return (
    <section
      className={`dr-onclock${mine ? ' dr-onclock--mine' : ''}`}
      aria-labelledby="dr-onclock-title"
    >
      <div className="dr-onclock__who">
        <h2 id="dr-onclock-title" className="dr-onclock__title">
          {draft.state === 'paused' ? 'Paused' : 'On the clock'}
        </h2>
        {/* Polite live region: the change of turn is announced, not every tick. */}
        <p className="dr-onclock__name" aria-live="polite">
          {mine ? 'Your turn!' : (draft.onClock?.displayName ?? '—')}
        </p>
        <p className="dr-onclock__pick">
          Pick {pickNo} of {draft.totalPicks}
        </p>
      </div>
      <Countdown
        anchor={room.anchor}
        label={draft.state === 'paused' ? 'Clock paused' : 'Time left'}
      />
      {next.length ? (
        <p className="dr-onclock__next">
          Next:{' '}
          {next
            .map((t) =>
              t.participantId === draft.myParticipantId
                ? 'You'
                : (names.get(t.participantId) ?? 'Member'),
            )
            .join(', ')}
        </p>
      ) : null}
    </section>
  );
}

function AlertSettings({ alerts }: { alerts: ReturnType<typeof useTurnAlerts> }) {
  return (
    <div className="dr-alerts">
      <Checkbox
        label="Sound on my turn"
        checked={alerts.soundOn}
        onChange={(e) => alerts.setSoundOn(e.target.checked)}
      />
      {alerts.notificationPermission === 'default' ? (
        <Button size="sm" variant="ghost" onClick={alerts.requestNotifications}>
          Notify me on my turn
        </Button>
      ) : null}
    </div>
  );
}

/** The live draft room of one draft. */
export function DraftRoom({ draftId }: { draftId: string }) {
  const room = useDraftRoom(draftId);
  const { draft } = room;
  const actions = useDraftActions(room.refresh);
  const narrow = useNarrow();
  const myTurn = draft ? isMyTurn(draft) : false;
  const alerts = useTurnAlerts(
    myTurn,
    draft ? `You're on the clock in ${draft.teamName}.` : 'You are on the clock.',
  );

  useEffect(() => {
    document.title = draft ? `Draft · ${draft.teamName} · Tiix` : 'Draft · Tiix';
  }, [draft]);

  // Other parts of the app (the nav's Draft link) follow the draft's state.
  const dispatch = useAppDispatch();
  const lastState = useRef<string | null>(null);
  useEffect(() => {
    if (!draft) return;
    if (lastState.current && lastState.current !== draft.state) dispatch(draftChanged(draft.id));
    lastState.current = draft.state;
  }, [dispatch, draft]);

  if (room.loading) {
    return (
      <section className="tx-page" aria-busy="true" aria-labelledby="page-title">
        <h1 id="page-title">Draft</h1>
        <Spinner label="Loading draft" />
      </section>
    );
  }
  if (!draft) {
    return (
      <section className="tx-page" aria-labelledby="page-title">
        <h1 id="page-title">Draft</h1>
        <p role="alert">{room.error ?? DRAFT_NOT_FOUND}</p>
        <Link to="/app/teams">Back to teams</Link>
      </section>
    );
  }

  const phase = draftPhase(draft.state);
  const canPick = canPickNow(draft);
  const pickingFor =
    canPick && draft.onClock && draft.onClock.id !== draft.myParticipantId
      ? draft.onClock.displayName
      : null;
  const pick = (game: DraftGameFieldsFragment) =>
    void actions.run(`pick:${game.id}`, MakePickDocument, {
      draftId: draft.id,
      gameId: game.id,
      participantId: pickingFor ? draft.onClock!.id : null,
    });
  const saveQueue = (rankings: RankingInput[], key: string) =>
    actions.run(key, SaveMyRankingsDocument, { teamId: draft.teamId, rankings });

  return (
    <section className="tx-page dr-room" aria-labelledby="page-title">
      <header className="dr-room__header">
        <div>
          <Link className="dr-room__back" to={`/app/teams/${draft.teamId}`}>
            ← {draft.teamName}
          </Link>
          <h1 id="page-title">Draft</h1>
          <p className="dr-room__meta">
            <Badge
              tone={phase === 'Draft' ? 'info' : phase === 'Post-Draft' ? 'success' : 'neutral'}
            >
              {STATE_LABEL[draft.state]}
            </Badge>
            <span>
              {draft.realTeamName} · {statusLine(draft)}
            </span>
            {room.stream === 'down' ? (
              <Badge tone="warning" title="Live updates reconnecting; refreshing every 1.5 s">
                Reconnecting…
              </Badge>
            ) : null}
          </p>
        </div>
        <PhaseIndicator state={draft.state} />
      </header>

      {phase === 'Draft' ? <OnTheClock draft={draft} room={room} /> : null}
      {phase === 'Pre-Draft' ? (
        <p className="dr-room__lead">
          {draft.viewerIsOwner
            ? 'Set the order and the clock, lock the setup, then start the draft.'
            : 'The draft has not started yet. Rank your games now: your ranks are your queue.'}
        </p>
      ) : null}
      {phase === 'Post-Draft' ? (
        <p className="dr-room__lead">
          The draft is complete. <Link to="/app/games">See your games</Link>
        </p>
      ) : null}

      {draft.viewerIsOwner ? <OwnerControls draft={draft} actions={actions} /> : null}

      <div className="dr-room__grid">
        <div className="dr-room__main">
          <Tabs defaultValue="games">
            <TabsList aria-label="Draft room">
              <TabsTrigger value="games">
                {phase === 'Post-Draft' ? 'Results' : 'Games'}
              </TabsTrigger>
              {narrow && phase !== 'Post-Draft' ? (
                <TabsTrigger value="queue">Queue</TabsTrigger>
              ) : null}
              <TabsTrigger value="board">Board</TabsTrigger>
            </TabsList>
            <TabsContent value="games">
              {phase === 'Post-Draft' ? (
                <DraftResults draft={draft} />
              ) : (
                <AvailableGames
                  draft={draft}
                  canPick={canPick}
                  pickingFor={pickingFor}
                  onPick={pick}
                  saveQueue={saveQueue}
                  busy={actions.busy}
                />
              )}
            </TabsContent>
            {narrow && phase !== 'Post-Draft' ? (
              <TabsContent value="queue">
                <MyQueue draft={draft} saveQueue={saveQueue} busy={actions.busy} />
              </TabsContent>
            ) : null}
            <TabsContent value="board">
              <RoundsBoard draft={draft} />
            </TabsContent>
          </Tabs>
        </div>
        <aside className="dr-room__side" aria-label="Draft details">
          {!narrow && phase !== 'Post-Draft' ? (
            <MyQueue draft={draft} saveQueue={saveQueue} busy={actions.busy} />
          ) : null}
          <Participants draft={draft} online={room.onlineUserIds} />
          <PicksFeed draft={draft} />
          <AlertSettings alerts={alerts} />
        </aside>
      </div>
    </section>
  );
}
