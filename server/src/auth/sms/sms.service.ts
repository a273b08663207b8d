import type { Config } from '../../config.js';
import type { AppDeps } from '../../context.js';
import type { Logger } from '../../logger.js';
import { hashPassword, sixDigitCode, verifyPassword } from '../crypto.js';
import { authError, fail } from '../errors.js';
import { newUserFromOptions, type SignUpOptions } from '../options.js';
import { createSession, type Session } from '../session.service.js';
import { createUser, findUserByPhoneNumber, updateUser } from '../users.repository.js';
import { createConsoleSmsSender, createTwilioSmsSender, type SmsSender } from './sender.js';
import {
  consumeSmsCode,
  deleteSmsCode,
  findLiveSmsCode,
  recordFailedAttempt,
  replaceSmsCode,
} from './sms.repository.js';

type Deps = Pick<AppDeps, 'config' | 'db' | 'logger'> & { sms: SmsSender };

/** Wrong guesses a code survives before it is spent (on top of the per-address rate limits). */
const MAX_ATTEMPTS = 5;
/** A new code for the same number is refused this soon after the previous one (SMS bombing). */
const RESEND_AFTER_MS = 30_000;

/** The sender SMS_PROVIDER selects: Twilio, or the development console sender. */
export function createSmsSender(config: Config, logger: Logger): SmsSender {
  const provider = config.sms.provider;
  return provider.kind === 'twilio'
    ? createTwilioSmsSender(provider, logger)
    : createConsoleSmsSender(logger);
}

const invalidPhoneNumber = () =>
  authError(400, 'invalid-phone-number', 'Phone number is incorrectly formatted');

/**
 * E.164 (`+` and 7 to 15 digits, as SMS providers need it). Spaces, dashes, dots and brackets
 * are dropped and a leading 00 is read as +.
 */
export function normalizePhoneNumber(raw: string): string {
  const compact = raw.replace(/[\s().-]/g, '').replace(/^00/, '+');
  if (!/^\+[1-9]\d{6,14}$/.test(compact)) throw invalidPhoneNumber();
  return compact;
}

// The text of the `signin-passwordless-sms` template; `${code}` is the only variable.
const SMS_TEMPLATES: Record<string, string> = {
  en: 'Your Tiix sign-in code is ${code}. It expires in 5 minutes.',
};

function smsBody(locale: string, code: string): string {
  const template = SMS_TEMPLATES[locale] ?? SMS_TEMPLATES.en!;
  return template.replace('${code}', code);
}

function assertEnabled(deps: Deps) {
  if (!deps.config.sms.passwordlessEnabled) throw fail('disabled-endpoint');
}

/**
 * POST /signin/passwordless/sms: texts a six-digit code valid 5 minutes, creating the user if the
 * number is new. Only an argon2id hash of the code is stored.
 */
export async function sendSignInCode(
  deps: Deps,
  input: { phoneNumber: string; options: SignUpOptions },
): Promise<void> {
  assertEnabled(deps);
  const phoneNumber = normalizePhoneNumber(input.phoneNumber);
  const { config } = deps;
  let user = await findUserByPhoneNumber(deps.db, phoneNumber);
  if (!user) {
    if (config.auth.disableSignup) throw fail('signup-disabled');
    const { options } = input;
    user = await createUser(deps.db, {
      phoneNumber,
      ...newUserFromOptions(config.auth, phoneNumber, options),
    });
  }
  if (user.disabled) throw fail('disabled-user');
  if (user.isAnonymous) throw fail('forbidden-anonymous');

  const pending = await findLiveSmsCode(deps.db, user.id);
  if (pending && Date.now() - pending.createdAt.getTime() < RESEND_AFTER_MS) {
    throw authError(429, 'too-many-requests', 'Wait a moment before asking for another code');
  }

  const code = sixDigitCode();
  const id = await replaceSmsCode(deps.db, {
    userId: user.id,
    codeHash: await hashPassword(code),
    expiresAt: new Date(Date.now() + config.sms.codeTtlSeconds * 1000),
  });
  try {
    await deps.sms.send({ to: phoneNumber, body: smsBody(user.locale, code) });
  } catch (err) {
    deps.logger.warn({ err, userId: user.id }, 'Could not send the sign-in SMS');
    await deleteSmsCode(deps.db, id);
    throw authError(400, 'cannot-send-sms', 'Cannot send SMS, check your phone number is correct');
  }
}

/** POST /signin/passwordless/sms/otp: the code for a session; marks the number verified. */
export async function verifySignInCode(
  deps: Deps,
  input: { phoneNumber: string; otp: string },
  info: { userAgent?: string | undefined },
): Promise<{ session: Session; mfa: null }> {
  assertEnabled(deps);
  const phoneNumber = normalizePhoneNumber(input.phoneNumber);
  const wrong = () => fail('invalid-request', 'Invalid or expired verification code');
  const user = await findUserByPhoneNumber(deps.db, phoneNumber);
  if (!user) throw wrong();
  const pending = await findLiveSmsCode(deps.db, user.id);
  if (!pending) throw wrong();
  if (!/^\d{6}$/.test(input.otp) || !(await verifyPassword(pending.codeHash, input.otp))) {
    await recordFailedAttempt(deps.db, pending.id, MAX_ATTEMPTS);
    throw wrong();
  }
  if (!(await consumeSmsCode(deps.db, pending.id))) throw wrong();
  const verified = user.phoneNumberVerified
    ? user
    : ((await updateUser(deps.db, user.id, { phoneNumberVerified: true })) ?? user);
  return { session: await createSession(deps, verified, info), mfa: null };
}
