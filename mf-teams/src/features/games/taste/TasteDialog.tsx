import { useEffect, useId, useMemo, useState, type FormEvent } from 'react';
import { useMutation, useQuery } from 'urql';
import { Button, Dialog, Select, Spinner, notify } from '@tiix/shared-ui';
import {
  ClearMyTasteDocument,
  MyTasteDocument,
  SetMyTasteDocument,
  type DayPreference,
  type KickoffPreference,
  type MemberTasteFields,
  type MemberTasteInput,
  type Tolerance,
} from './tasteOperations';
import { SCREEN_HANDLES_ERRORS } from '@tiix/shared-data';

export const TASTE_TITLE = 'Your game taste';
export const TASTE_SAVED = 'Saved your taste. Your scores now follow it.';
export const TASTE_CLEARED = 'Cleared your taste. The team score applies again.';
const SAVE_FAILED = 'Could not save your taste. Please try again.';

type Feeling = 'neutral' | 'love' | 'avoid';

const DAYS: { value: DayPreference; label: string }[] = [
  { value: 'any', label: 'No preference' },
  { value: 'weekends', label: 'Weekends' },
  { value: 'weeknights', label: 'Weeknights' },
];
const KICKOFFS: { value: KickoffPreference; label: string }[] = [
  { value: 'any', label: 'No preference' },
  { value: 'early', label: 'Early (before 6 pm)' },
  { value: 'late', label: 'Late (7 pm or later)' },
];
const TOLERANCES: { value: Tolerance; label: string }[] = [
  { value: 'low', label: 'It keeps me home' },
  { value: 'medium', label: 'I can live with it' },
  { value: 'high', label: "Doesn't bother me" },
];

const EMPTY: MemberTasteInput = {
  days: 'any',
  kickoff: 'any',
  coldTolerance: 'medium',
  rainTolerance: 'medium',
  lovedOpponents: [],
  avoidedOpponents: [],
};

const same = (a: string, b: string) => a.toLowerCase() === b.toLowerCase();

function feelingsFrom(taste: MemberTasteInput, opponents: readonly string[]) {
  return new Map<string, Feeling>(
    opponents.map((o) => [
      o,
      taste.lovedOpponents.some((n) => same(n, o))
        ? 'love'
        : taste.avoidedOpponents.some((n) => same(n, o))
          ? 'avoid'
          : 'neutral',
    ]),
  );
}

interface ChoiceGroupProps<T extends string> {
  legend: string;
  name: string;
  value: T;
  options: { value: T; label: string }[];
  onChange: (value: T) => void;
}

/** A fieldset of radio buttons: arrow keys move between them, the legend names the group. */
function ChoiceGroup<T extends string>({
  legend,
  name,
  value,
  options,
  onChange,
}: ChoiceGroupProps<T>) {
  return (
    <fieldset className="gm-taste__group">
      <legend>{legend}</legend>
      {options.map((o) => (
        <label key={o.value} className="gm-taste__choice">
          <input
            type="radio"
            name={name}
            value={o.value}
            checked={value === o.value}
            onChange={() => onChange(o.value)}
          />
          {o.label}
        </label>
      ))}
    </fieldset>
  );
}

interface TasteFormProps {
  initial: MemberTasteInput;
  hasTaste: boolean;
  opponents: readonly string[];
  saving: boolean;
  onSave: (taste: MemberTasteInput) => void;
  onClear: () => void;
}

/** The taste form: days, kickoff, cold and rain tolerance, and a feeling per opponent. */
export function TasteForm({
  initial,
  hasTaste,
  opponents,
  saving,
  onSave,
  onClear,
}: TasteFormProps) {
  const id = useId();
  const [days, setDays] = useState(initial.days);
  const [kickoff, setKickoff] = useState(initial.kickoff);
  const [cold, setCold] = useState(initial.coldTolerance);
  const [rain, setRain] = useState(initial.rainTolerance);
  const [feelings, setFeelings] = useState(() => feelingsFrom(initial, opponents));

  const submit = (e: FormEvent) => {
    e.preventDefault();
    // Names from the member's other teams (other leagues) are kept as they were.
    const elsewhere = (list: string[]) => list.filter((n) => !opponents.some((o) => same(o, n)));
    const pick = (f: Feeling) => [...feelings].filter(([, v]) => v === f).map(([o]) => o);
    onSave({
      days,
      kickoff,
      coldTolerance: cold,
      rainTolerance: rain,
      lovedOpponents: [...elsewhere(initial.lovedOpponents), ...pick('love')],
      avoidedOpponents: [...elsewhere(initial.avoidedOpponents), ...pick('avoid')],
    });
  };

  return (
    <form className="gm-taste" onSubmit={submit} aria-label={TASTE_TITLE}>
      <ChoiceGroup
        legend="Days"
        name={`${id}-days`}
        value={days}
        options={DAYS}
        onChange={setDays}
      />
      <ChoiceGroup
        legend="Kickoff"
        name={`${id}-kickoff`}
        value={kickoff}
        options={KICKOFFS}
        onChange={setKickoff}
      />
      <Select
        label="Cold"
        value={cold}
        onChange={(e) => setCold(e.target.value as Tolerance)}
        options={TOLERANCES}
      />
      <Select
        label="Rain"
        value={rain}
        onChange={(e) => setRain(e.target.value as Tolerance)}
        options={TOLERANCES}
      />
      {opponents.length > 0 ? (
        <fieldset className="gm-taste__group gm-taste__opponents">
          <legend>Opponents</legend>
          {opponents.map((o) => (
            <Select
              key={o}
              label={o}
              value={feelings.get(o) ?? 'neutral'}
              onChange={(e) => setFeelings(new Map(feelings).set(o, e.target.value as Feeling))}
              options={[
                { value: 'neutral', label: 'No feeling' },
                { value: 'love', label: 'Love to see' },
                { value: 'avoid', label: 'Rather avoid' },
              ]}
            />
          ))}
        </fieldset>
      ) : null}
      <div className="gm-taste__actions">
        {hasTaste ? (
          <Button type="button" variant="secondary" disabled={saving} onClick={onClear}>
            Clear my taste
          </Button>
        ) : null}
        <Button type="submit" loading={saving}>
          Save taste
        </Button>
      </div>
    </form>
  );
}

interface TasteDialogProps {
  /** The team's opponents, to love or avoid. */
  opponents: readonly string[];
  /** Called after a save or clear, so the page fetches the new personal scores. */
  onChanged: () => void;
}

/** 'Your game taste' button and dialog on the games page. */
export function TasteDialog({ opponents, onChanged }: TasteDialogProps) {
  const [open, setOpen] = useState(false);
  const [result] = useQuery({
    query: MyTasteDocument,
    pause: !open,
    requestPolicy: 'network-only',
  });
  const [saving, save] = useMutation(SetMyTasteDocument);
  const [clearing, clear] = useMutation(ClearMyTasteDocument);
  const [current, setCurrent] = useState<MemberTasteFields | null | undefined>(undefined);
  useEffect(() => {
    if (result.data) setCurrent(result.data.myTaste);
  }, [result.data]);
  const sorted = useMemo(
    () => [...new Set(opponents)].sort((a, b) => a.localeCompare(b)),
    [opponents],
  );

  const onSave = async (input: MemberTasteInput) => {
    const res = await save({ input }, SCREEN_HANDLES_ERRORS);
    if (res.error || !res.data) {
      notify.error(res.error?.graphQLErrors[0]?.message ?? SAVE_FAILED);
      return;
    }
    setCurrent(res.data.setMyTaste);
    setOpen(false);
    notify.success(TASTE_SAVED);
    onChanged();
  };
  const onClear = async () => {
    const res = await clear({}, SCREEN_HANDLES_ERRORS);
    if (res.error) {
      notify.error(res.error.graphQLErrors[0]?.message ?? SAVE_FAILED);
      return;
    }
    setCurrent(null);
    setOpen(false);
    notify.success(TASTE_CLEARED);
    onChanged();
  };

  return (
    <Dialog
      open={open}
      onOpenChange={setOpen}
      title={TASTE_TITLE}
      description="Set it once: your own score of every game follows it, and so do 'Fill my ranks from the score' and your draft's auto-pick."
      trigger={<Button variant="secondary">{TASTE_TITLE}</Button>}
    >
      {current === undefined ? (
        <Spinner label="Loading your taste" />
      ) : (
        <TasteForm
          initial={current ?? EMPTY}
          hasTaste={current !== null}
          opponents={sorted}
          saving={saving.fetching || clearing.fetching}
          onSave={(t) => void onSave(t)}
          onClear={() => void onClear()}
        />
      )}
    </Dialog>
  );
}
