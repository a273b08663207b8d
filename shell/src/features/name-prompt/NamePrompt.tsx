import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { Button, Dialog, Input, notify } from '@tiix/shared-ui';
import { chosenName, safeStorage, useAuth, useProfile } from '@tiix/shared-data';

/** Per user: set once the prompt was answered or skipped, so it is asked only once. */
export const namePromptKey = (userId: string) => `tiix.namePrompt.${userId}`;

export const NAME_PROMPT_TEXT = {
  title: 'What should your friends call you?',
  description:
    'Your teammates see this name in the team, the draft room, payments and the activity feed.',
  skip: 'Skip for now',
  save: 'Save name',
  saved: 'Profile updated successfully!',
  failed: 'Failed to update profile. Please try again.',
} as const;

/**
 * Asks a signed-in person without a name for one, once: after the first sign-in, until they save
 * a name or skip (remembered per user in this browser). Their name can change any time in the
 * profile.
 */
export function NamePrompt() {
  const { user } = useAuth();
  const { profile, updateName } = useProfile();
  const userId = user && !user.isAnonymous ? user.id : null;
  const [answered, setAnswered] = useState<string | null>(null);
  const [draft, setDraft] = useState('');
  const [saving, setSaving] = useState(false);
  const [failed, setFailed] = useState(false);

  const open =
    userId !== null &&
    profile !== null &&
    profile.userId === userId &&
    chosenName(profile) === null &&
    answered !== userId &&
    safeStorage.get(namePromptKey(userId)) === null;

  if (!open || !userId) return null;

  const remember = () => {
    safeStorage.set(namePromptKey(userId), new Date().toISOString());
    setAnswered(userId);
  };

  const save = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (saving || !draft.trim()) return;
    setSaving(true);
    setFailed(false);
    const ok = await updateName(draft).then(
      (result) => result.success,
      () => false,
    );
    setSaving(false);
    if (!ok) {
      setFailed(true);
      return;
    }
    remember();
    notify.success(NAME_PROMPT_TEXT.saved);
  };

  return (
    <Dialog
      open
      // Escape and a click outside count as skipping; the Skip button is the visible way out.
      onOpenChange={(next) => {
        if (!next && !saving) remember();
      }}
      title={NAME_PROMPT_TEXT.title}
      description={NAME_PROMPT_TEXT.description}
      hideCloseButton
      size="sm"
    >
      <form className="shell-name-prompt" onSubmit={save}>
        <Input
          label="Display Name"
          name="name"
          autoComplete="nickname"
          maxLength={100}
          autoFocus
          value={draft}
          onChange={(event) => setDraft(event.target.value)}
          hint={
            <>
              You can change it any time in your <Link to="/app/profile">profile</Link>.
            </>
          }
          error={failed ? NAME_PROMPT_TEXT.failed : undefined}
        />
        <div className="shell-name-prompt__actions">
          <Button type="button" variant="ghost" disabled={saving} onClick={remember}>
            {NAME_PROMPT_TEXT.skip}
          </Button>
          <Button type="submit" loading={saving} disabled={!draft.trim()}>
            {saving ? 'Saving...' : NAME_PROMPT_TEXT.save}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
