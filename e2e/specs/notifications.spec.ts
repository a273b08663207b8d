import { expect, test, type APIRequestContext } from '@playwright/test';
import ICAL from 'ical.js';
import { createTeamViaApi, PASSWORD, signInThroughUi, verifiedAccount } from '../fixtures/accounts';
import { waitForMail } from '../fixtures/mailbox';

interface Session {
  token: string;
  userId: string;
}

async function session(request: APIRequestContext, email: string): Promise<Session> {
  const res = await request.post('/v1/auth/signin/email-password', {
    data: { email, password: PASSWORD },
  });
  expect(res.ok(), await res.text()).toBe(true);
  const body = (await res.json()) as { session: { accessToken: string; user: { id: string } } };
  return { token: body.session.accessToken, userId: body.session.user.id };
}

async function gql<T>(
  request: APIRequestContext,
  token: string,
  query: string,
  variables: Record<string, unknown>,
): Promise<T> {
  const res = await request.post('/v1/graphql', {
    headers: { authorization: `Bearer ${token}` },
    data: { query, variables },
  });
  const body = (await res.json()) as { data?: T; errors?: unknown };
  expect(body.errors, JSON.stringify(body.errors)).toBeUndefined();
  return body.data as T;
}

/** Invites `email` as the owner and accepts through the e-mailed token as that person. */
async function join(request: APIRequestContext, owner: Session, teamId: string, email: string) {
  const { inviteMember } = await gql<{ inviteMember: { success: boolean; message: string } }>(
    request,
    owner.token,
    'mutation Invite($teamId: ID!, $email: String!) { inviteMember(teamId: $teamId, email: $email) { success message } }',
    { teamId, email },
  );
  expect(inviteMember.success, inviteMember.message).toBe(true);
  const mail = await waitForMail(request, email, 'team-invite');
  const link = mail.links.find((l) => l.includes('/accept-invite/'));
  const token = link!.split('/accept-invite/')[1]!.split(/[?#]/)[0]!;
  const member = await session(request, email);
  const res = await request.post('/api/app?path=invites/accept', {
    headers: { authorization: `Bearer ${member.token}` },
    data: { tokenOrId: token, userId: member.userId },
  });
  expect(res.ok(), await res.text()).toBe(true);
  return member;
}

test('a payment request shows live in the bell, e-mail can be unsubscribed without signing in, and preferences and the calendar feed work', async ({
  browser,
  page,
}) => {
  test.setTimeout(150_000);
  const ownerEmail = await verifiedAccount(page.request, 'bellowner');
  const memberEmail = await verifiedAccount(page.request, 'bellmember');
  const teamId = await createTeamViaApi(page.request, ownerEmail, 'Bell Crew');
  const owner = await session(page.request, ownerEmail);
  const member = await join(page.request, owner, teamId, memberEmail);
  // A finished draft gives the member games for their calendar.
  const { createAndStartDraft } = await gql<{ createAndStartDraft: { id: string } }>(
    page.request,
    owner.token,
    'mutation Start($teamId: ID!) { createAndStartDraft(teamId: $teamId) { id } }',
    { teamId },
  );
  await gql(
    page.request,
    owner.token,
    'mutation Finish($id: ID!) { finishDraftNow(draftId: $id) { state } }',
    {
      id: createAndStartDraft.id,
    },
  );

  // Whatever the draft told the member (their turn) is read: the bell starts at zero.
  await gql(page.request, member.token, 'mutation { markNotificationsRead }', {});

  await page.setViewportSize({ width: 1280, height: 900 });
  await signInThroughUi(page, memberEmail);
  const bell = page.getByRole('button', { name: /^Notifications/ });
  await expect(bell).toHaveAccessibleName('Notifications');

  // The owner asks for money; the member's bell counts it without a reload.
  await gql(
    page.request,
    owner.token,
    'mutation Req($teamId: ID!, $payer: ID!) { createPaymentRequest(teamId: $teamId, payerUserId: $payer, amountCents: 2500) { id } }',
    { teamId, payer: member.userId },
  );
  await expect(bell).toHaveAccessibleName('Notifications, 1 unread');
  await bell.click();
  const centre = page.getByRole('dialog', { name: 'Notifications' });
  await expect(centre.getByRole('heading', { name: 'Notifications' })).toBeFocused();
  const entry = centre.getByRole('link', { name: /Bellowner requested \$25\.00/ });
  await expect(entry).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(centre).toBeHidden();
  await expect(bell).toBeFocused();
  await bell.click();
  await entry.click();
  await expect(page).toHaveURL(/\/app\/payments$/);
  await expect(bell).toHaveAccessibleName('Notifications');

  // The e-mail's unsubscribe link works in a browser that is not signed in.
  const mail = await waitForMail(page.request, memberEmail, 'notification');
  const unsubscribe = mail.links.find((l) => l.includes('/v1/notifications/unsubscribe/'));
  expect(unsubscribe).toBeTruthy();
  const stranger = await browser.newContext();
  const outside = await stranger.newPage();
  await outside.goto(unsubscribe!);
  await expect(
    outside.getByRole('heading', { name: 'Stop e-mails about payment requests to you?' }),
  ).toBeVisible();
  await outside.getByRole('button', { name: 'Unsubscribe' }).click();
  await expect(outside.getByRole('heading', { name: "You're unsubscribed" })).toBeVisible();
  await stranger.close();

  // Settings show the result, and a new choice sticks.
  await page.goto('/app/settings');
  const section = page.getByRole('region', { name: 'Notifications' });
  const payments = section.getByRole('group', { name: 'Payment requests to you' });
  await expect(payments.getByRole('radio', { name: 'In app' })).toBeChecked();
  const swaps = section.getByRole('group', { name: 'Swaps offered to you' });
  await expect(swaps.getByRole('radio', { name: 'E-mail' })).toBeChecked();
  await swaps.getByRole('radio', { name: 'Off' }).check();
  await expect(section.getByText('Saved: Swaps offered to you: Off')).toBeVisible();
  await page.reload();
  await expect(
    page
      .getByRole('region', { name: 'Notifications' })
      .getByRole('group', { name: 'Swaps offered to you' })
      .getByRole('radio', { name: 'Off' }),
  ).toBeChecked();

  // The team page's calendar panel gives a private feed that serves the member's games.
  await page.goto(`/app/teams/${teamId}`);
  const calendar = page.getByRole('region', { name: 'Calendar' });
  await calendar.getByRole('button', { name: 'Show calendar links' }).click();
  const feedUrl = await calendar.getByLabel('My games').inputValue();
  expect(feedUrl).toMatch(/\/v1\/calendar\/[\w-]+\.ics$/);
  const res = await page.request.get(feedUrl, { headers: { authorization: '' } });
  expect(res.status()).toBe(200);
  expect(res.headers()['content-type']).toMatch(/^text\/calendar/);
  const ics = new ICAL.Component(ICAL.parse(await res.text()));
  expect(ics.getFirstPropertyValue('x-wr-calname')).toBe('Bell Crew · my games');
  const events = ics.getAllSubcomponents('vevent').map((v) => new ICAL.Event(v));
  expect(events.length).toBeGreaterThan(0);
  expect(events[0]!.summary).toMatch(/^Bell Crew vs /);
  expect(events.every((e) => Boolean(e.location))).toBe(true);

  // The whole team's feed: each kickoff in its venue's zone (home games in Arlington, an
  // international game abroad), every zone described, and who holds each game.
  const teamRes = await page.request.get(await calendar.getByLabel('Whole team').inputValue());
  expect(teamRes.status()).toBe(200);
  const team = new ICAL.Component(ICAL.parse(await teamRes.text()));
  const zones = team.getAllSubcomponents('vtimezone').map((z) => z.getFirstPropertyValue('tzid'));
  const teamEvents = team.getAllSubcomponents('vevent').map((v) => new ICAL.Event(v));
  const used = teamEvents.map((e) => e.component.getFirstProperty('dtstart')?.getParameter('tzid'));
  expect(used).toContain('America/Chicago');
  for (const zone of used) expect(zones).toContain(zone);
  expect(teamEvents.some((e) => /^Held by \S/.test(e.description))).toBe(true);
});
