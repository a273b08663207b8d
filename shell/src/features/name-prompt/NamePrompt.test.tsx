import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { authHandlers, MOCK_USER, mockAuthBackend, profileHandlers } from '@tiix/shared-data/mocks';
import { setupMswServer } from '@tiix/shared-data/testing';
import { withMockSession } from '../../testing/session';
import { NAME_PROMPT_TEXT, NamePrompt, namePromptKey } from './NamePrompt';

vi.setConfig({ testTimeout: 20_000 });

setupMswServer(...authHandlers, ...profileHandlers);
const { renderInSession } = withMockSession();

const NEW_FAN = 'new.fan@example.com';
const PASSWORD = 'correct-horse-9';

/** Signs in (a first sign-in creates the profile) and mounts the prompt as the app layout does. */
async function signInAndMount(email: string, password: string) {
  return renderInSession(
    <MemoryRouter>
      <NamePrompt />
    </MemoryRouter>,
    { signIn: { email, password } },
  );
}

describe('NamePrompt', () => {
  it('asks a person signed up without a name, and Skip is remembered', async () => {
    // Signed up without a name: the auth display name is the e-mail, the profile has no name.
    mockAuthBackend.addAccount(NEW_FAN, PASSWORD);
    const user = userEvent.setup();
    const { auth, unmount } = await signInAndMount(NEW_FAN, PASSWORD);

    const dialog = await screen.findByRole(
      'dialog',
      { name: NAME_PROMPT_TEXT.title },
      { timeout: 5000 },
    );
    expect(dialog).toHaveAccessibleDescription(NAME_PROMPT_TEXT.description);
    const field = screen.getByRole('textbox', { name: 'Display Name' });
    await waitFor(() => expect(field).toHaveFocus());
    // Nothing to save yet.
    expect(screen.getByRole('button', { name: NAME_PROMPT_TEXT.save })).toBeDisabled();
    expect(screen.getByRole('link', { name: 'profile' })).toHaveAttribute('href', '/app/profile');

    await user.click(screen.getByRole('button', { name: NAME_PROMPT_TEXT.skip }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(localStorage.getItem(namePromptKey(auth.getUser()!.id))).not.toBeNull();

    // Coming back (a reload, the next sign-in) does not ask again.
    unmount();
    await signInAndMount(NEW_FAN, PASSWORD);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('saves the typed name (trimmed) to the profile and closes', async () => {
    mockAuthBackend.addAccount(NEW_FAN, PASSWORD);
    const user = userEvent.setup();
    const { auth } = await signInAndMount(NEW_FAN, PASSWORD);
    const field = await screen.findByRole('textbox', { name: 'Display Name' }, { timeout: 5000 });
    await user.type(field, '  Sam Rivera {Enter}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(mockAuthBackend.profiles.get(auth.getUser()!.id)?.name).toBe('Sam Rivera');
  });

  it('Escape counts as skipping', async () => {
    mockAuthBackend.addAccount(NEW_FAN, PASSWORD);
    const user = userEvent.setup();
    const { auth } = await signInAndMount(NEW_FAN, PASSWORD);
    await screen.findByRole('dialog', {}, { timeout: 5000 });
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(localStorage.getItem(namePromptKey(auth.getUser()!.id))).not.toBeNull();
    expect(mockAuthBackend.profiles.get(auth.getUser()!.id)?.name).toBeNull();
  });

  it('never asks someone who already has a name', async () => {
    await signInAndMount(MOCK_USER.email, MOCK_USER.password);
    await waitFor(() => expect(mockAuthBackend.profiles.size).toBe(1));
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
