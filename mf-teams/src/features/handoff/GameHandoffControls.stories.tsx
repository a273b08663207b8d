import { Provider as UrqlProvider } from 'urql';
import { createGraphqlClient } from '@tiix/shared-data';
import { Toaster } from '@tiix/shared-ui';
import { GameHandoffControls } from './GameHandoffControls';
import type { GameHandoffFieldsFragment } from './operations';

// The controls render from their props; their buttons call the API of the host (none here, so
// an action ends in its error message).
const client = createGraphqlClient({ url: '/v1/graphql' });

const base: GameHandoffFieldsFragment = {
  gameId: 'g1',
  teamId: 't1',
  opponent: 'Denver Broncos',
  gameDate: '2026-12-06T21:25:00Z',
  kickoffTz: 'America/Chicago',
  member: { userId: 'u-mia', name: 'Mia' },
  status: 'not_sent',
  note: null,
  sentAt: null,
  answeredAt: null,
  canMarkSent: false,
  canConfirm: false,
};

const host = (handoff: GameHandoffFieldsFragment) => (
  <UrqlProvider value={client}>
    <GameHandoffControls handoff={handoff} />
    <Toaster />
  </UrqlProvider>
);

/** One game's handoff: the ticket holder sends, the member confirms or says it did not come. */
export default {
  title: 'mf-teams/Ticket handoff/Game controls',
};

export const HolderToSend = { render: () => host({ ...base, canMarkSent: true }) };

export const MemberSent = {
  render: () =>
    host({ ...base, status: 'sent', note: 'Transfer #4411 · Sec 112 Row 4', canConfirm: true }),
};

export const MemberReceived = {
  render: () => host({ ...base, status: 'received', canConfirm: true }),
};

export const HolderNotReceived = {
  render: () => host({ ...base, status: 'not_received', canMarkSent: true }),
};

export const Teammate = { render: () => host({ ...base, status: 'sent' }) };

/** A long note and name wrap instead of widening the page. */
export const LongContent = {
  render: () =>
    host({
      ...base,
      status: 'sent',
      canConfirm: true,
      member: { userId: 'u-x', name: 'Maximiliana Featherstonehaugh-Worthington' },
      note: 'Transfer reference TXF-2026-000000000000000000000000000044117 · Section 112 Row 4 Seats 7-8',
    }),
};
