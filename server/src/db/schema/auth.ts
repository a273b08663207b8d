import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  unique,
  uniqueIndex,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';
import { createdAt, oneOf, ownedBy, primaryId, timestamps, timestamptz } from './columns.js';

export const MFA_TYPES = ['totp'] as const;
export const REFRESH_TOKEN_TYPES = ['regular', 'pat'] as const;
export const ONE_TIME_CODE_PURPOSES = [
  'email_verify',
  'passwordless_email',
  'password_reset',
  'email_change',
  'email_otp',
  'sms_otp',
  'mfa_totp',
  'webauthn_challenge',
] as const;

// Accounts and sign-in state, shaped after the hasura-auth contract the client SDK expects
// (see docs/reference/auth-api-contract.md). Everything a user owns here goes with the user.

export const users = pgTable(
  'users',
  {
    id: primaryId(),
    // Null for anonymous and phone-only users.
    email: text('email'),
    emailVerified: boolean('email_verified').notNull().default(false),
    // Pending address of an e-mail change; moved into email once confirmed.
    newEmail: text('new_email'),
    phoneNumber: text('phone_number'),
    phoneNumberVerified: boolean('phone_number_verified').notNull().default(false),
    // Null for users who never set a password (magic link, providers, security keys).
    passwordHash: text('password_hash'),
    displayName: text('display_name').notNull().default(''),
    avatarUrl: text('avatar_url').notNull().default(''),
    locale: varchar('locale', { length: 2 }).notNull().default('en'),
    defaultRole: text('default_role').notNull().default('user'),
    // Allowed roles of the access token; always contains default_role.
    roles: text('roles')
      .array()
      .notNull()
      .default(sql`'{user,me}'::text[]`),
    isAnonymous: boolean('is_anonymous').notNull().default(false),
    disabled: boolean('disabled').notNull().default(false),
    lastSeen: timestamptz('last_seen'),
    totpSecret: text('totp_secret'),
    activeMfaType: text('active_mfa_type', { enum: MFA_TYPES }),
    metadata: jsonb('metadata').$type<Record<string, unknown>>().notNull().default({}),
    ...timestamps(),
  },
  (t) => [
    // Case-insensitive: Foo@x.com and foo@x.com are one account.
    uniqueIndex('users_email_lower_key').on(sql`lower(${t.email})`),
    uniqueIndex('users_phone_number_key').on(t.phoneNumber),
    check('users_active_mfa_type_check', oneOf(t.activeMfaType, MFA_TYPES)),
    check('users_locale_check', sql`char_length(${t.locale}) = 2`),
  ],
);

/**
 * Refresh tokens and personal access tokens (type 'pat'), as in the auth API: one row per device
 * session, only the SHA-256 of the token is stored, and `signout all` removes both kinds.
 */
export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    id: primaryId(),
    userId: ownedBy('user_id', () => users.id),
    tokenHash: text('refresh_token_hash').notNull(),
    type: text('type', { enum: REFRESH_TOKEN_TYPES }).notNull().default('regular'),
    expiresAt: timestamptz('expires_at').notNull(),
    metadata: jsonb('metadata').$type<Record<string, unknown>>(),
    createdAt: createdAt(),
    // Rotation keeps the row (its id is the client's refreshTokenId) and remembers the hash it
    // replaced, so a replayed old token can be recognised as reuse and the session revoked.
    previousTokenHash: text('previous_token_hash'),
    rotatedAt: timestamptz('rotated_at'),
    revokedAt: timestamptz('revoked_at'),
  },
  (t) => [
    unique('refresh_tokens_refresh_token_hash_key').on(t.tokenHash),
    index('refresh_tokens_previous_token_hash_idx').on(t.previousTokenHash),
    index('refresh_tokens_user_id_idx').on(t.userId),
    check('refresh_tokens_type_check', oneOf(t.type, REFRESH_TOKEN_TYPES)),
  ],
);

/** Links to external identity providers (google, apple, ...). */
export const userProviders = pgTable(
  'user_providers',
  {
    id: primaryId(),
    userId: ownedBy('user_id', () => users.id),
    providerId: text('provider_id').notNull(),
    providerUserId: text('provider_user_id').notNull(),
    accessToken: text('access_token'),
    refreshToken: text('refresh_token'),
    ...timestamps(),
  },
  (t) => [
    unique('user_providers_provider_user_key').on(t.providerId, t.providerUserId),
    // One account per provider per user; linking a second one is refused.
    unique('user_providers_user_provider_key').on(t.userId, t.providerId),
  ],
);

/** WebAuthn credentials. Binary values are stored base64url-encoded. */
export const userSecurityKeys = pgTable(
  'user_security_keys',
  {
    id: primaryId(),
    userId: ownedBy('user_id', () => users.id),
    credentialId: text('credential_id').notNull(),
    credentialPublicKey: text('credential_public_key').notNull(),
    counter: bigint('counter', { mode: 'number' }).notNull().default(0),
    // Comma-separated, as the WebAuthn library reports them.
    transports: text('transports').notNull().default(''),
    nickname: text('nickname'),
    createdAt: createdAt(),
  },
  (t) => [
    unique('user_security_keys_credential_id_key').on(t.credentialId),
    index('user_security_keys_user_id_idx').on(t.userId),
    check('user_security_keys_counter_check', sql`${t.counter} >= 0`),
  ],
);

/**
 * Single-use secrets sent out of band: e-mail verification, magic links, password reset, e-mail
 * change, e-mail and SMS one-time codes, MFA tickets. Only a hash is kept.
 */
export const oneTimeCodes = pgTable(
  'one_time_codes',
  {
    id: primaryId(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
    // For codes sent before an account exists.
    email: text('email'),
    purpose: text('purpose', { enum: ONE_TIME_CODE_PURPOSES }).notNull(),
    codeHash: text('code_hash').notNull(),
    // What the step that consumes the code needs to know (WebAuthn: the ceremony, the sign-up
    // e-mail and options), so any server instance can finish what another one started.
    payload: jsonb('payload').$type<Record<string, unknown>>(),
    expiresAt: timestamptz('expires_at').notNull(),
    usedAt: timestamptz('used_at'),
    // Wrong guesses against this code (e-mail OTP) or ticket (2FA); at the cap it is spent.
    failedAttempts: integer('failed_attempts').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [
    index('one_time_codes_code_hash_idx').on(t.codeHash),
    index('one_time_codes_user_id_idx').on(t.userId),
    // A discoverable passkey sign-in starts before anyone knows who is signing in.
    check(
      'one_time_codes_owner_check',
      sql`${t.userId} is not null or ${t.email} is not null or ${t.purpose} = 'webauthn_challenge'`,
    ),
    check('one_time_codes_purpose_check', oneOf(t.purpose, ONE_TIME_CODE_PURPOSES)),
  ],
);
