import { expect, test } from '@playwright/test';
import { createTeamViaApi, signInThroughUi, verifiedAccount } from '../fixtures/accounts';
import { apiSession, joinTeam } from '../fixtures/api';
import { waitForMail } from '../fixtures/mailbox';

test('members come and go: the owner removes one, another leaves, the team is handed over and confirmed', async ({
  browser,
  request,
}) => {
  test.setTimeout(180_000);
  const oliveEmail = await verifiedAccount(request, 'olive');
  const maxEmail = await verifiedAccount(request, 'max');
  const samEmail = await verifiedAccount(request, 'sam');
  const avaEmail = await verifiedAccount(request, 'ava');
  const teamName = 'Come And Go';
  const teamId = await createTeamViaApi(request, oliveEmail, teamName);
  const olive = await apiSession(request, oliveEmail);
  for (const email of [maxEmail, samEmail, avaEmail]) {
    await joinTeam(request, olive.token, teamId, email);
  }

  // The owner removes Max from his row, after a confirmation that says what happens.
  const owner = await (await browser.newContext()).newPage();
  await signInThroughUi(owner, oliveEmail);
  await owner.goto(`/app/teams/${teamId}`);
  const members = owner.getByRole('list', { name: 'Members' });
  await expect(members.getByRole('listitem')).toHaveCount(4);
  await members.getByRole('button', { name: 'Remove Max' }).click();
  const removal = owner.getByRole('dialog', { name: `Remove Max from ${teamName}?` });
  await expect(removal).toContainText('up for grabs');
  await removal.getByRole('button', { name: 'Remove Max' }).click();
  await expect(owner.getByText(`Max was removed from ${teamName}`)).toBeVisible();
  await expect(members.getByRole('listitem')).toHaveCount(3);
  await expect(members.getByText('Max')).toHaveCount(0);
  // Max is told by e-mail.
  const removedMail = await waitForMail(request, maxEmail, 'notification');
  expect(removedMail.subject).toContain(`You were removed from ${teamName}`);

  // The owner cannot leave: the button says to hand the team over first.
  const ownerLeave = owner.getByRole('button', { name: 'Leave team' });
  await expect(ownerLeave).toBeDisabled();
  await expect(
    owner.getByText(/Hand the team over to another member before you leave/),
  ).toBeVisible();

  // Sam leaves from the team page and lands on the teams list.
  const sam = await (await browser.newContext()).newPage();
  await signInThroughUi(sam, samEmail);
  await sam.goto(`/app/teams/${teamId}`);
  await sam.getByRole('button', { name: 'Leave team' }).click();
  const leaving = sam.getByRole('dialog', { name: `Leave ${teamName}?` });
  await expect(leaving).toContainText('Your payment requests stay as they are');
  await leaving.getByRole('button', { name: 'Leave team' }).click();
  await expect(sam).toHaveURL(/\/app\/teams\?all=1$/);
  await expect(sam.getByText(`You left ${teamName}`)).toBeVisible();
  await sam.goto(`/app/teams/${teamId}`);
  await expect(sam.getByRole('heading', { name: 'Team Not Found or Access Denied' })).toBeVisible();

  // The owner hands the team over to Ava, who confirms from the e-mailed link.
  await owner.reload();
  await expect(members.getByRole('listitem')).toHaveCount(2);
  await members.getByRole('button', { name: 'Hand the team over to Ava' }).click();
  const handover = owner.getByRole('dialog', { name: `Hand ${teamName} over to Ava?` });
  await handover.getByRole('button', { name: 'Ask them to confirm' }).click();
  await expect(
    owner.getByRole('complementary', { name: 'Team handover' }).getByText(/Waiting for Ava/),
  ).toBeVisible();

  const mail = await waitForMail(request, avaEmail, 'notification');
  const link = mail.links.find((l) => l.includes('/handover/'));
  expect(link, mail.links.join(', ')).toBeTruthy();
  const ava = await (await browser.newContext()).newPage();
  await signInThroughUi(ava, avaEmail);
  await ava.goto(new URL(link!).pathname);
  await expect(
    ava.getByRole('heading', { name: `Become the owner of ${teamName}?` }),
  ).toBeVisible();
  await ava.getByRole('button', { name: 'Become the owner' }).click();
  await expect(ava).toHaveURL(new RegExp(`/app/teams/${teamId}$`));
  await expect(ava.locator('.tm-team-detail__meta').getByText('Owner')).toBeVisible();
  await expect(ava.getByRole('button', { name: 'Leave team' })).toBeDisabled();

  // The old owner is an admin now and may leave.
  await owner.reload();
  await expect(owner.locator('.tm-team-detail__meta').getByText('Admin')).toBeVisible();
  await expect(owner.getByRole('button', { name: 'Leave team' })).toBeEnabled();
});
