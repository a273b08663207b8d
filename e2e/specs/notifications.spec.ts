import { expect, test } from '@playwright/test';
import ICAL from 'ical.js';
import { createTeamViaApi, signInThroughUi, verifiedAccount } from '../fixtures/accounts';
import { apiSession, graphql, joinTeam } from '../fixtures/api';
import { waitForMail } from '../fixtures/mailbox';

test('a payment request shows live in the bell, e-mail can be unsubscribed without signing in, and preferences and the calendar feed work', async ({
  browser,
  page,
}) => {
  test.setTimeout(150_000);
  const ownerEmail = await verifiedAccount(page.request, 'bellowner');
  const memberEmail = await verifiedAccount(page.request, 'bellmember');
  const teamId = await createTeamViaApi(page.request, ownerEmail, 'Bell Crew');
  const owner = await apiSession(page.request, ownerEmail);
  const member = await joinTeam(page.request, owner.token, teamId, memberEmail);
  // A finished draft gives the member games for their calendar.
  const { createAndStartDraft } = await graphql<{ createAndStartDraft: { id: string } }>(
    page.request,
    owner.token,
    'mutation Start($teamId: ID!) { createAndStartDraft(teamId: $teamId) { id } }',
    { teamId },
  );
  await graphql(
    page.request,
    owner.token,
    'mutation Finish($id: ID!) { finishDraftNow(draftId: $id) { state } }',
    {
      id: createAndStartDraft.id,
    },
  );

  // Whatever the draft told the member (their turn) is read: the bell starts at zero.
  await graphql(page.request, member.token, 'mutation { markNotificationsRead }', {});

  await page.setViewportSize({ width: 1280, height: 900 });
  await signInThroughUi(page, memberEmail);
  const bell = page.getByRole('button', { name: /^Notifications/ });
  await expect(bell).toHaveAccessibleName('Notifications');

  // The owner asks for money; the member's bell counts it without a reload.
  await graphql(
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
