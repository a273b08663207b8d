import { gql, type TypedDocumentNode } from 'urql';

/** A profile as the GraphQL API returns it. */
export interface ProfileFields {
  __typename?: 'Profile';
  id: string;
  userId: string;
  email: string | null;
  name: string | null;
  lastLogin: string | null;
  createdAt: string;
  updatedAt: string;
}

const PROFILE_FIELDS = gql`
  fragment ProfileFields on Profile {
    id
    userId
    email
    name
    lastLogin
    createdAt
    updatedAt
  }
`;

export interface MyProfileQuery {
  myProfile: ProfileFields | null;
}

/** The signed-in user's profile (null for anonymous users and before it is created). */
export const MyProfileDocument: TypedDocumentNode<MyProfileQuery, Record<string, never>> = gql`
  query MyProfile {
    myProfile {
      ...ProfileFields
    }
  }
  ${PROFILE_FIELDS}
`;

export interface EnsureMyProfileMutation {
  ensureMyProfile: ProfileFields | null;
}

/** Creates the signed-in user's profile if it is missing. */
export const EnsureMyProfileDocument: TypedDocumentNode<
  EnsureMyProfileMutation,
  Record<string, never>
> = gql`
  mutation EnsureMyProfile {
    ensureMyProfile {
      ...ProfileFields
    }
  }
  ${PROFILE_FIELDS}
`;

export interface UpdateMyProfileMutation {
  updateMyProfile: ProfileFields | null;
}
export interface UpdateMyProfileVariables {
  name?: string | null;
  lastLogin?: string | null;
}

/** Changes the name and/or last login; an omitted variable is left unchanged. */
export const UpdateMyProfileDocument: TypedDocumentNode<
  UpdateMyProfileMutation,
  UpdateMyProfileVariables
> = gql`
  mutation UpdateMyProfile($name: String, $lastLogin: DateTime) {
    updateMyProfile(name: $name, lastLogin: $lastLogin) {
      ...ProfileFields
    }
  }
  ${PROFILE_FIELDS}
`;
