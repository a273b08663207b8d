import { gql, type TypedDocumentNode } from 'urql';

export type DayPreference = 'any' | 'weekends' | 'weeknights';
export type KickoffPreference = 'any' | 'early' | 'late';
export type Tolerance = 'low' | 'medium' | 'high';

export interface MemberTasteInput {
  days: DayPreference;
  kickoff: KickoffPreference;
  coldTolerance: Tolerance;
  rainTolerance: Tolerance;
  lovedOpponents: string[];
  avoidedOpponents: string[];
}

export interface MemberTasteFields extends MemberTasteInput {
  __typename?: 'MemberTaste';
  updatedAt: string;
}

const TASTE_FIELDS = `
  days
  kickoff
  coldTolerance
  rainTolerance
  lovedOpponents
  avoidedOpponents
  updatedAt
`;

export interface MyTasteQuery {
  myTaste: MemberTasteFields | null;
}

/** The caller's taste; null when none is set (the team score applies). */
export const MyTasteDocument: TypedDocumentNode<MyTasteQuery, Record<string, never>> = gql`
  query MyTaste {
    myTaste {
      ${TASTE_FIELDS}
    }
  }
`;

export interface SetMyTasteMutation {
  setMyTaste: MemberTasteFields;
}

/** Saves the taste; the server recomputes the caller's personal scores. BAD_USER_INPUT on bad lists. */
export const SetMyTasteDocument: TypedDocumentNode<
  SetMyTasteMutation,
  { input: MemberTasteInput }
> = gql`
  mutation SetMyTaste($input: MemberTasteInput!) {
    setMyTaste(input: $input) {
      ${TASTE_FIELDS}
    }
  }
`;

export const ClearMyTasteDocument: TypedDocumentNode<
  { clearMyTaste: boolean },
  Record<string, never>
> = gql`
  mutation ClearMyTaste {
    clearMyTaste
  }
`;

export interface PersonalGameFields {
  __typename?: 'Game';
  id: string;
  myScore: number | null;
  myScoreReasons: string[];
}

export interface MyGameScoresQuery {
  myTaste: Pick<MemberTasteFields, 'days' | '__typename'> | null;
  teamGames: PersonalGameFields[];
}

/** The caller's personal score of each of the team's games (null without a taste). */
export const MyGameScoresDocument: TypedDocumentNode<MyGameScoresQuery, { teamId: string }> = gql`
  query MyGameScores($teamId: ID!) {
    myTaste {
      days
    }
    teamGames(teamId: $teamId) {
      id
      myScore
      myScoreReasons
    }
  }
`;
