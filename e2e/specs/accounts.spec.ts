import { expect, test, type Page } from '@playwright/test';
import { skipNamePrompt } from '../fixtures/accounts';
import { authLink, uniqueEmail, waitForMail } from '../fixtures/mailbox';

const PASSWORD = 'correct-horse-9';

const sessionStatus = (page: Page) =>
  page.evaluate(
    () => (JSON.parse(localStorage.getItem('tiix.session') ?? '{}') as { status?: string }).status,
  );

async function signUpAndVerify(page: Page, email: string) {
  await page.goto('/signup');
  await page.getByRole('textbox', { name: 'Email', exact: true }).fill(email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByText('Account created. Check your email to verify.')).toBeVisible();
  const mail = await waitForMail(page.request, email, 'email-verify');
  await page.goto(authLink(mail));
  // Following the verify link signs the new user in.
  await expect.poll(() => sessionStatus(page), { timeout: 15_000 }).toBe('auth');
}

/** Forget the session in this browser (as a new device would be). */
async function forgetSession(page: Page) {
  await page.evaluate(() => localStorage.clear());
}

async function signIn(page: Page, email: string, password = PASSWORD) {
  await forgetSession(page);
  await page.goto('/login');
  await page.getByRole('textbox', { name: 'Email', exact: true }).fill(email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

test('a guest reaches /app', async ({ page }) => {
  await page.goto('/app');
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  expect(await sessionStatus(page)).toBe('guest');
});

test('sign up, verify through the mailbox, sign in, and signing out in one tab signs out the other', async ({
  page,
  context,
}) => {
  const email = uniqueEmail('signup');
  await signUpAndVerify(page, email);

  await signIn(page, email);
  await expect(page).toHaveURL(/\/app$/);
  await expect.poll(() => sessionStatus(page)).toBe('auth');
  // Signed up without a name: the first sign-in asks for one, once.
  await skipNamePrompt(page);

  await page.goto('/app/profile');
  await expect(page.getByRole('heading', { level: 1, name: 'Profile' })).toBeVisible();
  await expect(page.getByLabel('Email Address')).toHaveValue(email);

  // A second tab shares the session...
  const other = await context.newPage();
  await other.goto('/app/profile');
  await expect(other.getByLabel('Email Address')).toHaveValue(email);

  // ...and follows a sign-out in the first.
  await page.getByRole('button', { name: 'User menu' }).click();
  await page.getByRole('menuitem', { name: 'Sign Out' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect.poll(() => sessionStatus(other)).toBe('guest');
  await expect(other.getByLabel('Email Address')).toHaveCount(0);

  // The session survives a reload only while signed in.
  await other.reload();
  expect(await sessionStatus(other)).toBe('guest');
});

test('a wrong password shows the server message', async ({ page }) => {
  const email = uniqueEmail('wrongpw');
  await signUpAndVerify(page, email);
  const res = await page.request.post('/v1/auth/signin/email-password', {
    data: { email, password: 'not-the-password' },
  });
  expect(res.status()).toBe(401);
  const { message } = (await res.json()) as { message: string };

  await signIn(page, email, 'not-the-password');
  await expect(page.getByRole('alert').filter({ hasText: message })).toBeVisible();
  await expect(page).toHaveURL(/\/login/);
});

test('magic-link sign-in through the mailbox', async ({ page }) => {
  const email = uniqueEmail('magic');
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/');
  await page.getByRole('banner').getByRole('link', { name: 'Sign in' }).click();
  const panel = page.getByRole('dialog');
  await panel.getByRole('tab', { name: 'Magic link' }).click();
  await panel.getByRole('textbox', { name: 'Email', exact: true }).fill(email);
  await panel.getByRole('button', { name: 'Send magic link' }).click();
  await expect(panel.getByText('Check your email for the magic link!')).toBeVisible();

  const mail = await waitForMail(page.request, email, 'signin-passwordless');
  await page.goto(authLink(mail));
  await expect.poll(() => sessionStatus(page), { timeout: 15_000 }).toBe('auth');
  await page.goto('/app/profile');
  await expect(page.getByLabel('Email Address')).toHaveValue(email);
});

test('password reset through the mailbox', async ({ page }) => {
  const email = uniqueEmail('reset');
  await signUpAndVerify(page, email);

  await forgetSession(page);
  await page.goto('/login');
  await page.getByRole('textbox', { name: 'Email', exact: true }).fill(email);
  await page.getByRole('button', { name: 'Forgot password?' }).click();
  await page.getByRole('button', { name: 'Send reset link' }).click();
  await expect(page.getByText('Password reset email sent! Check your inbox.')).toBeVisible();

  const mail = await waitForMail(page.request, email, 'password-reset');
  await page.goto(authLink(mail));
  await expect(page.getByRole('heading', { name: 'Set New Password' })).toBeVisible();
  await page.getByRole('textbox', { name: 'New Password', exact: true }).fill('brand-new-pass');
  await page
    .getByRole('textbox', { name: 'Confirm New Password', exact: true })
    .fill('brand-new-pass');
  await page.getByRole('button', { name: 'Update Password' }).click();
  await expect(page.getByText('Password Updated!')).toBeVisible();

  await signIn(page, email, 'brand-new-pass');
  await expect(page).toHaveURL(/\/app$/);
});
