import { useCallback } from 'react';
import { useMutation, useQuery } from 'urql';
import { SCREEN_HANDLES_ERRORS } from '../client/operationErrors';
import { useAuth } from './AuthProvider';
import { AUTH_MESSAGES } from './messages';
import {
  MyProfileDocument,
  UpdateMyProfileDocument,
  type ProfileFields,
} from './profileOperations';
import type { AuthResult } from './types';

/** The signed-in user's profile: e-mail read-only, name and last login. */
export interface Profile {
  userId: string;
  email: string;
  name: string | null;
  lastLogin: string | null;
  createdAt: string;
  updatedAt: string;
}

export function toProfile(fields: ProfileFields | null | undefined): Profile | null {
  if (!fields) return null;
  return {
    userId: fields.userId,
    email: fields.email ?? '',
    name: fields.name,
    lastLogin: fields.lastLogin,
    createdAt: fields.createdAt,
    updatedAt: fields.updatedAt,
  };
}

/**
 * The profile's name when the person chose one. Accounts signed up without a name started with
 * the e-mail as their name; that counts as none, so the app asks for a name and never greets
 * anyone by address.
 */
export function chosenName(profile: Pick<Profile, 'name' | 'email'> | null): string | null {
  const name = profile?.name?.trim();
  if (!name || name.toLowerCase() === profile?.email.trim().toLowerCase()) return null;
  return name;
}

/** The name is trimmed and an empty name becomes unset. */
export function normaliseProfileName(name: string): string | null {
  const trimmed = name.trim();
  return trimmed === '' ? null : trimmed;
}

export interface UseProfileValue {
  profile: Profile | null;
  loading: boolean;
  error: string | null;
  /** Saves the display name (trimmed; empty unsets it). */
  updateName(name: string): Promise<AuthResult>;
}

/** The signed-in user's profile (GraphQL `myProfile`), with `updateName(name)`. */
export function useProfile(): UseProfileValue {
  const { isAuthenticated, isLoading } = useAuth();
  const [result] = useQuery({ query: MyProfileDocument, pause: !isAuthenticated });
  const [, update] = useMutation(UpdateMyProfileDocument);

  const updateName = useCallback(
    async (name: string): Promise<AuthResult> => {
      // The caller gets the failure back and shows it (profile page, name prompt).
      const res = await update({ name: normaliseProfileName(name) }, SCREEN_HANDLES_ERRORS);
      if (res.error || !res.data?.updateMyProfile) {
        return {
          success: false,
          message: AUTH_MESSAGES.profileUpdateFailed,
          error: {
            status: res.error?.networkError ? 0 : 1,
            error: String(res.error?.graphQLErrors[0]?.extensions?.code ?? 'unknown'),
            message: res.error?.graphQLErrors[0]?.message ?? res.error?.message ?? '',
          },
        };
      }
      return { success: true, message: AUTH_MESSAGES.profileUpdated };
    },
    [update],
  );

  return {
    profile: isAuthenticated ? toProfile(result.data?.myProfile) : null,
    loading: isLoading || (isAuthenticated && result.fetching && !result.data),
    error:
      isAuthenticated && result.error
        ? (result.error.graphQLErrors[0]?.message ?? result.error.message)
        : null,
    updateName,
  };
}
