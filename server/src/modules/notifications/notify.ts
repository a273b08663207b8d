import type { Config } from '../../config.js';
import type { AppDeps } from '../../context.js';
import type { Database } from '../../db/client.js';
import { NOTIFICATION_KINDS } from '../../db/schema/notifications.js';
import type { LimitResult } from '../../auth/rate-limit-store.js';
import type { Logger } from '../../logger.js';
import type { Mailer } from '../../mail/mailer.js';
import type { Realtime } from '../../realtime/realtime.js';
import { NOTIFICATION_KIND_LABELS } from '@tiix/domain';
import { memberMailRefusal, type MemberMailFamily } from './member-limits.js';
import * as repo from './notifications.repository.js';
import type { NotificationChannel, NotificationKind } from './notifications.repository.js';

export type { NotificationChannel, NotificationKind };
export { NOTIFICATION_KINDS };

export interface NotifyInput {
  userId: string;
  kind: NotificationKind;
  teamId?: string | null;
  title: string;
  body: string;
  /** in-app path, e.g. /app/teams/<id>/swaps */
  link: string;
  /**
   * The member whose action this tells of (a swap offer, a payment request): their e-mails to
   * this user count against the per-teammate mail limit; beyond it only the in-app notice goes.
   */
  from?: { userId: string; family: MemberMailFamily };
}

/** What `notify` needs; `notifyDepsFrom(appDeps)` builds it, `{ ...it, db: tx }` joins a transaction. */
export interface NotifyDeps {
  db: Database;
  mailer: Mailer;
  logger: Logger;
  realtime: Realtime;
  /** Base address of the web app, for the link of an e-mail. */
  clientUrl: string;
  /** Base address of the API, for the unsubscribe link; the web app's when they share an origin. */
  apiUrl?: string;
  /** The per-teammate mail limit (`memberMailRefusal`); without it `from` is not counted. */
  memberMailRefusal?: (
    family: MemberMailFamily,
    senderId: string,
    receiverId: string,
  ) => Promise<LimitResult | null>;
}

/** Every kind goes to the centre and by e-mail until the member chooses otherwise. */
export const DEFAULT_CHANNEL: NotificationChannel = 'email';

/** How settings and e-mails name each kind (one list for the server and the apps). */
export const KIND_LABELS: Record<NotificationKind, string> = NOTIFICATION_KIND_LABELS;

/** One live event of a member's notification centre (JSON-safe: it may cross Redis). */
export interface NotificationEventPayload {
  /** Null when only the unread count changed (read in another tab). */
  notification: {
    id: string;
    kind: NotificationKind;
    teamId: string | null;
    title: string;
    body: string;
    link: string;
    /** ISO 8601. */
    createdAt: string;
  } | null;
  unreadCount: number;
}

declare module '../../realtime/realtime.js' {
  interface RealtimeChannels {
    notifications: NotificationEventPayload;
  }
}

/** The API's own origin: PUBLIC_URL, else where the auth routes are served from. */
export function apiBaseUrl(config: Config): string {
  return config.publicUrl ?? new URL(config.auth.serverUrl).origin;
}

export function notifyDepsFrom(deps: AppDeps): NotifyDeps {
  return {
    db: deps.db,
    mailer: deps.mailer,
    logger: deps.logger.child({ component: 'notifications' }),
    realtime: deps.realtime,
    clientUrl: deps.config.auth.clientUrl,
    apiUrl: apiBaseUrl(deps.config),
    memberMailRefusal: (family, senderId, receiverId) =>
      memberMailRefusal(deps, family, senderId, receiverId),
  };
}

export const unsubscribeUrl = (apiUrl: string, token: string) =>
  `${apiUrl}/v1/notifications/unsubscribe/${encodeURIComponent(token)}`;

// Links are in-app paths: an outside or scheme-relative address would turn a notification into
// a way to send members elsewhere.
const safeLink = (link: string) => (link.startsWith('/') && !link.startsWith('//') ? link : '/app');

/**
 * Records an in-app notification and/or sends the e-mail according to the user's preference for
 * this kind (default: in-app + e-mail). Never throws into the caller's flow: failures are logged.
 * Call it after the caller's change is committed (the live event may be read at once).
 */
export async function notify(deps: AppDeps | NotifyDeps, input: NotifyInput): Promise<void> {
  const d = 'config' in deps ? notifyDepsFrom(deps) : deps;
  try {
    const channel = (await repo.findPreference(d.db, input.userId, input.kind)) ?? DEFAULT_CHANNEL;
    if (channel === 'off') return;
    const link = safeLink(input.link);
    const created = await repo.insertNotification(d.db, {
      userId: input.userId,
      teamId: input.teamId ?? null,
      kind: input.kind,
      title: input.title,
      body: input.body,
      link,
    });
    const unreadCount = await repo.countUnread(d.db, input.userId);
    d.realtime.publish('notifications', input.userId, {
      notification: {
        id: created.id,
        kind: created.kind,
        teamId: created.teamId,
        title: created.title,
        body: created.body,
        link: created.link,
        createdAt: created.createdAt.toISOString(),
      },
      unreadCount,
    });
    if (channel === 'email' && !(await overMemberMailLimit(d, input))) {
      await sendMail(d, input, link);
    }
  } catch (err) {
    d.logger.warn({ err, kind: input.kind, userId: input.userId }, 'notification not delivered');
  }
}

/** True when `input.from` has already e-mailed this user as often as the limit allows. */
async function overMemberMailLimit(d: NotifyDeps, input: NotifyInput): Promise<boolean> {
  if (!input.from || !d.memberMailRefusal) return false;
  const refused = await d.memberMailRefusal(input.from.family, input.from.userId, input.userId);
  if (refused) {
    d.logger.info(
      { kind: input.kind, userId: input.userId, fromUserId: input.from.userId },
      'notification e-mail skipped: member mail limit reached (in-app notice sent)',
    );
  }
  return refused !== null;
}

async function sendMail(d: NotifyDeps, input: NotifyInput, link: string) {
  const recipient = await repo.findRecipient(d.db, input.userId);
  if (!recipient?.email || recipient.disabled) return;
  const token = await repo.unsubscribeToken(d.db, input.userId, input.kind);
  const unsubscribe = unsubscribeUrl(d.apiUrl ?? d.clientUrl, token);
  await d.mailer.send({
    to: recipient.email,
    template: 'notification',
    data: {
      displayName: recipient.displayName === recipient.email ? '' : recipient.displayName,
      title: input.title,
      body: input.body,
      link: `${d.clientUrl}${link}`,
      kindLabel: KIND_LABELS[input.kind],
      unsubscribeLink: unsubscribe,
    },
    // RFC 8058: mail clients offer their own button that POSTs here without opening a page.
    headers: {
      'List-Unsubscribe': `<${unsubscribe}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
  });
}
