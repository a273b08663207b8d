import { useState, type FormEvent } from 'react';
import { Button, Dialog, DialogClose, Input, Select } from '@tiix/shared-ui';
import { CLOCK_PRESETS, MODE_LABEL, ORDER_LABEL, clockLabel } from './draftModel';
import {
  AutopickNextDocument,
  DraftActionDocument,
  FinishDraftNowDocument,
  RandomizeDraftOrderDocument,
  SetDraftModeDocument,
  SetDraftOrderDocument,
  SetDraftSharesDocument,
  UndoLastPickDocument,
  UpdateDraftSetupDocument,
  type DraftMode,
  type DraftPickOrder,
  type DraftRoomFieldsFragment,
} from './operations';
import type { useDraftActions } from './useDraftActions';

type Actions = ReturnType<typeof useDraftActions>;

export const FINISH_NOW_TEXT =
  "Every remaining pick is made now from each member's ranks, and the draft completes. This can't be undone.";
const MAX_SHARES = 4;

/** Before the lock: order type, rounds, picks per round, clock, the order itself and shares. */
function SetupForm({ draft, actions }: { draft: DraftRoomFieldsFragment; actions: Actions }) {
  const { run, busy } = actions;
  const [pickOrder, setPickOrder] = useState<DraftPickOrder>(draft.pickOrder);
  const [rounds, setRounds] = useState(String(draft.rounds));
  const [perRound, setPerRound] = useState(String(draft.picksPerRound));
  const [clock, setClock] = useState(String(draft.pickClockSec));
  const roundsValue = Number(rounds);
  const perRoundValue = Number(perRound);
  const invalid =
    !Number.isInteger(roundsValue) ||
    roundsValue < 1 ||
    !Number.isInteger(perRoundValue) ||
    perRoundValue < 1;
  const clockOptions = CLOCK_PRESETS.some((p) => p.seconds === draft.pickClockSec)
    ? CLOCK_PRESETS
    : [...CLOCK_PRESETS, { seconds: draft.pickClockSec, label: clockLabel(draft.pickClockSec) }];
  const order = [...draft.participants].sort((a, b) => a.position - b.position);
  const id = draft.id;

  const save = (event: FormEvent) => {
    event.preventDefault();
    if (invalid) return;
    void run(
      'setup',
      UpdateDraftSetupDocument,
      {
        draftId: id,
        input: {
          pickOrder,
          rounds: roundsValue,
          picksPerRound: perRoundValue,
          pickClockSec: Number(clock),
        },
      },
      'Draft setup saved',
    );
  };
  const fillAll = async () => {
    const data = await run('fill', UpdateDraftSetupDocument, {
      draftId: id,
      input: { fillAllGames: true },
    });
    if (data) setRounds(String(data.updateDraftSetup.rounds));
  };
  const move = (index: number, by: -1 | 1) => {
    const ids = order.map((p) => p.id);
    const [moved] = ids.splice(index, 1);
    ids.splice(index + by, 0, moved!);
    void run(`order:${moved}`, SetDraftOrderDocument, { draftId: id, participantIds: ids });
  };

  return (
    <div className="dr-setup">
      <form className="dr-setup__form" onSubmit={save} noValidate>
        <Select
          label="Pick order"
          value={pickOrder}
          onChange={(e) => setPickOrder(e.target.value as DraftPickOrder)}
          options={(Object.keys(ORDER_LABEL) as DraftPickOrder[]).map((o) => ({
            value: o,
            label: ORDER_LABEL[o],
          }))}
        />
        <Input
          label="Rounds"
          type="number"
          inputMode="numeric"
          min={1}
          value={rounds}
          onChange={(e) => setRounds(e.target.value)}
          error={Number.isInteger(roundsValue) && roundsValue >= 1 ? undefined : 'At least 1'}
        />
        <Input
          label="Picks per round"
          type="number"
          inputMode="numeric"
          min={1}
          value={perRound}
          onChange={(e) => setPerRound(e.target.value)}
          error={Number.isInteger(perRoundValue) && perRoundValue >= 1 ? undefined : 'At least 1'}
        />
        <Select
          label="Pick clock"
          value={clock}
          onChange={(e) => setClock(e.target.value)}
          options={clockOptions.map((p) => ({ value: String(p.seconds), label: p.label }))}
        />
        <div className="dr-setup__buttons">
          <Button type="submit" size="sm" disabled={invalid} loading={busy === 'setup'}>
            Save setup
          </Button>
          <Button
            type="button"
            size="sm"
            variant="secondary"
            loading={busy === 'fill'}
            onClick={() => void fillAll()}
          >
            Enough rounds for every game
          </Button>
        </div>
      </form>

      <div className="dr-setup__order">
        <div className="dr-panel__head">
          <h3>Order and shares</h3>
          <Button
            size="sm"
            variant="secondary"
            loading={busy === 'randomise'}
            onClick={() =>
              void run('randomise', RandomizeDraftOrderDocument, { draftId: id }, 'Order shuffled')
            }
          >
            Randomise
          </Button>
        </div>
        <ol className="dr-setup__people" aria-label="Set the draft order">
          {order.map((p, i) => (
            <li key={p.id} className="dr-setup__person">
              <span className="dr-setup__pos">{i + 1}</span>
              <span className="dr-setup__name">{p.displayName}</span>
              <Button
                size="sm"
                variant="ghost"
                disabled={i === 0 || busy != null}
                onClick={() => move(i, -1)}
                aria-label={`Move ${p.displayName} up`}
              >
                ↑
              </Button>
              <Button
                size="sm"
                variant="ghost"
                disabled={i === order.length - 1 || busy != null}
                onClick={() => move(i, 1)}
                aria-label={`Move ${p.displayName} down`}
              >
                ↓
              </Button>
              <Select
                label={`Shares for ${p.displayName}`}
                hideLabel
                containerClassName="dr-setup__shares"
                value={String(p.shares)}
                onChange={(e) =>
                  void run(`shares:${p.id}`, SetDraftSharesDocument, {
                    draftId: id,
                    participantId: p.id,
                    shares: Number(e.target.value),
                  })
                }
                options={Array.from({ length: MAX_SHARES }, (_, n) => ({
                  value: String(n + 1),
                  label: n === 0 ? '1 share' : `${n + 1} shares`,
                }))}
              />
            </li>
          ))}
        </ol>
      </div>
    </div>
  );
}

/** The draft owner's controls; the server refuses them from anyone else anyway. */
export function OwnerControls({
  draft,
  actions,
}: {
  draft: DraftRoomFieldsFragment;
  actions: Actions;
}) {
  const { run, busy } = actions;
  const [confirmFinish, setConfirmFinish] = useState(false);
  const id = draft.id;
  const act = (action: 'lock_setup' | 'start' | 'pause' | 'resume', done: string) =>
    void run(action, DraftActionDocument, { draftId: id, action }, done);
  const live = draft.state === 'active' || draft.state === 'paused';

  if (draft.state === 'complete') return null;
  return (
    <section className="dr-panel dr-owner" aria-labelledby="dr-owner">
      <h2 id="dr-owner">Owner controls</h2>
      {draft.state === 'setup_open' ? (
        <SetupForm
          key={`${draft.pickOrder}:${draft.rounds}:${draft.picksPerRound}:${draft.pickClockSec}`}
          draft={draft}
          actions={actions}
        />
      ) : null}
      <div className="dr-owner__row">
        {draft.state === 'setup_open' ? (
          <Button loading={busy === 'lock_setup'} onClick={() => act('lock_setup', 'Setup locked')}>
            Lock setup
          </Button>
        ) : null}
        {draft.state === 'setup_locked' || draft.state === 'ready' ? (
          <Button loading={busy === 'start'} onClick={() => act('start', 'The draft is live')}>
            Start draft
          </Button>
        ) : null}
        {draft.state === 'active' ? (
          <Button
            variant="secondary"
            loading={busy === 'pause'}
            onClick={() => act('pause', 'Paused')}
          >
            Pause
          </Button>
        ) : null}
        {draft.state === 'paused' ? (
          <Button loading={busy === 'resume'} onClick={() => act('resume', 'Resumed')}>
            Resume
          </Button>
        ) : null}
        <Select
          label="Mode"
          containerClassName="dr-owner__mode"
          value={draft.mode}
          disabled={busy === 'mode'}
          onChange={(e) =>
            void run(
              'mode',
              SetDraftModeDocument,
              { draftId: id, mode: e.target.value as DraftMode },
              'Mode changed',
            )
          }
          options={(Object.keys(MODE_LABEL) as DraftMode[]).map((m) => ({
            value: m,
            label: MODE_LABEL[m],
          }))}
        />
        {draft.mode === 'manual' && draft.state === 'active' ? (
          <Button
            variant="secondary"
            loading={busy === 'autostep'}
            onClick={() => void run('autostep', AutopickNextDocument, { draftId: id })}
          >
            Auto-step
          </Button>
        ) : null}
        {live ? (
          <Button
            variant="secondary"
            disabled={draft.picks.length === 0}
            loading={busy === 'undo'}
            onClick={() =>
              void run('undo', UndoLastPickDocument, { draftId: id }, 'Last pick undone')
            }
          >
            Undo last pick
          </Button>
        ) : null}
        {live ? (
          <Dialog
            open={confirmFinish}
            onOpenChange={setConfirmFinish}
            trigger={<Button variant="danger">Finish now</Button>}
            title="Finish the draft now?"
            description={FINISH_NOW_TEXT}
            footer={
              <>
                <DialogClose asChild>
                  <Button variant="ghost">Cancel</Button>
                </DialogClose>
                <Button
                  variant="danger"
                  loading={busy === 'finish'}
                  onClick={async () => {
                    const done = await run(
                      'finish',
                      FinishDraftNowDocument,
                      { draftId: id },
                      'Draft complete',
                    );
                    if (done) setConfirmFinish(false);
                  }}
                >
                  Finish draft
                </Button>
              </>
            }
          />
        ) : null}
      </div>
    </section>
  );
}
