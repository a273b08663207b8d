import { gql } from 'urql';
import type {
  EnsureMyProfileMutation,
  EnsureMyProfileMutationVariables,
  MyProfileQuery,
  MyProfileQueryVariables,
  ProfileFieldsFragment,
  UpdateMyProfileMutation,
  UpdateMyProfileMutationVariables,
} from '../generated/graphql';

/** A profile as the GraphQL API returns it (urql's cache adds the type name to each result). */
export type ProfileFields = ProfileFieldsFragment & { __typename?: 'Profile' };
export type { EnsureMyProfileMutation, MyProfileQuery, UpdateMyProfileMutation };
export type UpdateMyProfileVariables = UpdateMyProfileMutationVariables;

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

/** The signed-in user's profile (null for anonymous users and before it is created). */
export const MyProfileDocument = gql<MyProfileQuery, MyProfileQueryVariables>`
  query MyProfile {
    myProfile {
      ...ProfileFields
    }
  }
  ${PROFILE_FIELDS}
`;

/** Creates the signed-in user's profile if it is missing. */
export const EnsureMyProfileDocument = gql<
  EnsureMyProfileMutation,
  EnsureMyProfileMutationVariables
>`
  mutation EnsureMyProfile {
    ensureMyProfile {
      ...ProfileFields
    }
  }
  ${PROFILE_FIELDS}
`;

/** Changes the name and/or last login; an omitted variable is left unchanged. */
export const UpdateMyProfileDocument = gql<
  UpdateMyProfileMutation,
  UpdateMyProfileMutationVariables
>`
  mutation UpdateMyProfile($name: String, $lastLogin: DateTime) {
    updateMyProfile(name: $name, lastLogin: $lastLogin) {
      ...ProfileFields
    }
  }
  ${PROFILE_FIELDS}
`;
