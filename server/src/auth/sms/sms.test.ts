import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { oneTimeCodes, users } from '../../db/schema/auth.js';
import { setupTestDatabase } from '../../testing/db.js';
import { createExternalTestApp } from '../webauthn/testing/test-app.js';
import { consoleOutbox } from './sender.js';

const testDb = setupTestDatabase();

/** The code the console sender "texted" to this number most recently. */
function lastCodeTo(phoneNumber: string): string {
  const message = consoleOutbox().find((m) => m.to === phoneNumber);
  if (!message) throw new Error(`no SMS to ${phoneNumber}`);
  return /\b(\d{6})\b/.exec(message.body)![1]!;
}

describe('passwordless SMS with the console sender', () => {
  it('texts a code, creates the user, and signs in with the code', async () => {
    const t = createExternalTestApp(testDb.db);
    const sent = await t.post('/signin/passwordless/sms', {
      phoneNumber: '+1 (415) 555-0100',
      options: { displayName: 'Sam', locale: 'en' },
    });
    expect(sent).toEqual({ status: 200, body: 'OK' });
    const code = lastCodeTo('+14155550100');
    expect(consoleOutbox()[0]!.body).toBe(
      `Your Tiix sign-in code is ${code}. It expires in 5 minutes.`,
    );

    const [user] = await testDb.db
      .select()
      .from(users)
      .where(eq(users.phoneNumber, '+14155550100'));
    expect(user).toMatchObject({ displayName: 'Sam', phoneNumberVerified: false, email: null });
    // Only a hash is kept, and it lives five minutes.
    const [row] = await testDb.db
      .select()
      .from(oneTimeCodes)
      .where(eq(oneTimeCodes.userId, user!.id));
    expect(row!.purpose).toBe('sms_otp');
    expect(row!.codeHash).not.toContain(code);
    const ttl = row!.expiresAt.getTime() - row!.createdAt.getTime();
    expect(ttl).toBeGreaterThan(299_000);
    expect(ttl).toBeLessThan(301_000);

    const signIn = await t.post('/signin/passwordless/sms/otp', {
      phoneNumber: '+14155550100',
      otp: code,
    });
    expect(signIn.status).toBe(200);
    expect(signIn.body.mfa).toBeNull();
    expect(signIn.body.session.user).toMatchObject({
      id: user!.id,
      phoneNumber: '+14155550100',
      phoneNumberVerified: true,
      displayName: 'Sam',
    });
    expect(signIn.body.session.user).not.toHaveProperty('email');
    expect(
      (await t.post('/token', { refreshToken: signIn.body.session.refreshToken })).status,
    ).toBe(200);

    // The code is single-use.
    expect(
      await t.post('/signin/passwordless/sms/otp', { phoneNumber: '+14155550100', otp: code }),
    ).toMatchObject({ status: 400, body: { error: 'invalid-request' } });
  });

  it('signs an existing user in again without creating another', async () => {
    const t = createExternalTestApp(testDb.db);
    await t.post('/signin/passwordless/sms', { phoneNumber: '+447700900123' });
    const first = await t.post('/signin/passwordless/sms/otp', {
      phoneNumber: '+447700900123',
      otp: lastCodeTo('+447700900123'),
    });
    await testDb.db.execute(
      sql`update one_time_codes set created_at = now() - interval '1 minute'`,
    );
    await t.post('/signin/passwordless/sms', { phoneNumber: '00447700900123' });
    const second = await t.post('/signin/passwordless/sms/otp', {
      phoneNumber: '+44 7700 900123',
      otp: lastCodeTo('+447700900123'),
    });
    expect(second.body.session.user.id).toBe(first.body.session.user.id);
    expect(await testDb.db.select().from(users)).toHaveLength(1);
  });

  it('refuses wrong and expired codes, and spends a code after five wrong guesses', async () => {
    const t = createExternalTestApp(testDb.db);
    const phoneNumber = '+33612345678';
    await t.post('/signin/passwordless/sms', { phoneNumber });
    const code = lastCodeTo(phoneNumber);
    const wrong = code === '000000' ? '111111' : '000000';
    expect(await t.post('/signin/passwordless/sms/otp', { phoneNumber, otp: wrong })).toMatchObject(
      {
        status: 400,
        body: { status: 400, error: 'invalid-request' },
      },
    );
    expect(await t.post('/signin/passwordless/sms/otp', { phoneNumber, otp: 'abc' })).toMatchObject(
      {
        status: 400,
        body: { error: 'invalid-request' },
      },
    );
    for (let i = 0; i < 3; i += 1) {
      await t.post('/signin/passwordless/sms/otp', { phoneNumber, otp: wrong });
    }
    // Five wrong guesses: even the right code no longer works.
    expect((await t.post('/signin/passwordless/sms/otp', { phoneNumber, otp: code })).status).toBe(
      400,
    );

    await testDb.db.execute(
      sql`update one_time_codes set created_at = now() - interval '1 minute'`,
    );
    await t.post('/signin/passwordless/sms', { phoneNumber });
    const fresh = lastCodeTo(phoneNumber);
    await testDb.db.execute(
      sql`update one_time_codes set expires_at = now() - interval '1 second'`,
    );
    expect((await t.post('/signin/passwordless/sms/otp', { phoneNumber, otp: fresh })).status).toBe(
      400,
    );
    expect(
      await t.post('/signin/passwordless/sms/otp', { phoneNumber: '+15550009999', otp: fresh }),
    ).toMatchObject({ status: 400, body: { error: 'invalid-request' } });
  });

  it('keeps only the newest code and refuses a resend within 30 seconds', async () => {
    const t = createExternalTestApp(testDb.db);
    const phoneNumber = '+4915112345678';
    await t.post('/signin/passwordless/sms', { phoneNumber });
    const old = lastCodeTo(phoneNumber);
    expect(await t.post('/signin/passwordless/sms', { phoneNumber })).toMatchObject({
      status: 429,
      body: { error: 'too-many-requests' },
    });
    await testDb.db.execute(
      sql`update one_time_codes set created_at = now() - interval '1 minute'`,
    );
    expect((await t.post('/signin/passwordless/sms', { phoneNumber })).status).toBe(200);
    const current = lastCodeTo(phoneNumber);
    if (old !== current) {
      expect((await t.post('/signin/passwordless/sms/otp', { phoneNumber, otp: old })).status).toBe(
        400,
      );
    }
    expect(
      (await t.post('/signin/passwordless/sms/otp', { phoneNumber, otp: current })).status,
    ).toBe(200);
  });

  it('answers the auth API’s errors', async () => {
    const t = createExternalTestApp(testDb.db);
    for (const phoneNumber of ['', 'call me', '12345', '+0123456789']) {
      expect(await t.post('/signin/passwordless/sms', { phoneNumber })).toEqual({
        status: 400,
        body: {
          status: 400,
          error: 'invalid-phone-number',
          message: 'Phone number is incorrectly formatted',
        },
      });
    }
    expect(await t.post('/signin/passwordless/sms', {})).toMatchObject({
      status: 400,
      body: { error: 'invalid-request' },
    });
    expect(
      await t.post('/signin/passwordless/sms', {
        phoneNumber: '+14155550111',
        options: { redirectTo: 'https://evil.example' },
      }),
    ).toMatchObject({ status: 400, body: { error: 'redirectTo-not-allowed' } });

    await testDb.db.insert(users).values({ phoneNumber: '+14155550122', disabled: true });
    expect(await t.post('/signin/passwordless/sms', { phoneNumber: '+14155550122' })).toMatchObject(
      {
        status: 401,
        body: { error: 'disabled-user' },
      },
    );

    const noSignup = createExternalTestApp(testDb.db, { AUTH_DISABLE_SIGNUP: 'true' });
    expect(
      await noSignup.post('/signin/passwordless/sms', { phoneNumber: '+14155550133' }),
    ).toMatchObject({ status: 403, body: { error: 'signup-disabled' } });

    const off = createExternalTestApp(testDb.db, { AUTH_SMS_PASSWORDLESS_ENABLED: 'false' });
    for (const path of ['/signin/passwordless/sms', '/signin/passwordless/sms/otp']) {
      expect(await off.post(path, { phoneNumber: '+14155550144', otp: '123456' })).toMatchObject({
        status: 409,
        body: { error: 'disabled-endpoint' },
      });
    }
  });
});

/** A local stand-in for Twilio's Messages resource that records what it receives. */
interface TwilioRequest {
  path: string;
  authorization: string | undefined;
  form: URLSearchParams;
}

describe('passwordless SMS through Twilio', () => {
  let server: Server;
  let apiUrl: string;
  const received: TwilioRequest[] = [];
  let refuse = false;

  beforeAll(async () => {
    server = createServer(async (req: IncomingMessage, res) => {
      let body = '';
      for await (const chunk of req) body += String(chunk);
      received.push({
        path: req.url ?? '',
        authorization: req.headers.authorization,
        form: new URLSearchParams(body),
      });
      res.setHeader('content-type', 'application/json');
      if (refuse) {
        res.statusCode = 400;
        res.end(JSON.stringify({ code: 21211, message: "The 'To' number is not valid." }));
      } else {
        res.statusCode = 201;
        res.end(JSON.stringify({ sid: 'SM00000000000000000000000000000000', status: 'queued' }));
      }
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    apiUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  const twilioEnv = () => ({
    SMS_PROVIDER: 'twilio',
    SMS_TWILIO_ACCOUNT_SID: 'AC0123456789abcdef0123456789abcdef',
    SMS_TWILIO_AUTH_TOKEN: 'secret-token',
    SMS_TWILIO_FROM: '+15005550006',
    SMS_TWILIO_API_URL: apiUrl,
  });

  it('posts the message to the Messages resource with basic auth, and the code signs in', async () => {
    received.length = 0;
    refuse = false;
    const t = createExternalTestApp(testDb.db, twilioEnv());
    expect(await t.post('/signin/passwordless/sms', { phoneNumber: '+14155550155' })).toEqual({
      status: 200,
      body: 'OK',
    });
    expect(received).toHaveLength(1);
    const [request] = received;
    expect(request!.path).toBe(
      '/2010-04-01/Accounts/AC0123456789abcdef0123456789abcdef/Messages.json',
    );
    expect(request!.authorization).toBe(
      `Basic ${Buffer.from('AC0123456789abcdef0123456789abcdef:secret-token').toString('base64')}`,
    );
    expect(request!.form.get('To')).toBe('+14155550155');
    expect(request!.form.get('From')).toBe('+15005550006');
    const code = /\b(\d{6})\b/.exec(request!.form.get('Body')!)![1]!;
    const signIn = await t.post('/signin/passwordless/sms/otp', {
      phoneNumber: '+14155550155',
      otp: code,
    });
    expect(signIn.status).toBe(200);
    expect(signIn.body.session.user.phoneNumberVerified).toBe(true);
  });

  it('sends with a Messaging Service SID when one is configured', async () => {
    received.length = 0;
    refuse = false;
    const t = createExternalTestApp(testDb.db, {
      ...twilioEnv(),
      SMS_TWILIO_FROM: 'MG0123456789abcdef0123456789abcdef',
    });
    await t.post('/signin/passwordless/sms', { phoneNumber: '+14155550166' });
    expect(received[0]!.form.get('MessagingServiceSid')).toBe('MG0123456789abcdef0123456789abcdef');
    expect(received[0]!.form.has('From')).toBe(false);
  });

  it('answers 400 cannot-send-sms when Twilio refuses or cannot be reached, and keeps no code', async () => {
    refuse = true;
    const t = createExternalTestApp(testDb.db, twilioEnv());
    expect(await t.post('/signin/passwordless/sms', { phoneNumber: '+14155550177' })).toMatchObject(
      {
        status: 400,
        body: { status: 400, error: 'cannot-send-sms' },
      },
    );
    expect(await testDb.db.select().from(oneTimeCodes)).toHaveLength(0);

    const unreachable = createExternalTestApp(testDb.db, {
      ...twilioEnv(),
      SMS_TWILIO_API_URL: 'http://127.0.0.1:9',
    });
    expect(
      await unreachable.post('/signin/passwordless/sms', { phoneNumber: '+14155550188' }),
    ).toMatchObject({ status: 400, body: { error: 'cannot-send-sms' } });
  });

  it('refuses to start when Twilio is chosen without its settings', () => {
    expect(() => createExternalTestApp(testDb.db, { SMS_PROVIDER: 'twilio' })).toThrow(
      /SMS_TWILIO_ACCOUNT_SID: required when SMS_PROVIDER=twilio/,
    );
  });
});
