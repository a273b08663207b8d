import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { composeStories } from '@storybook/react';
import { describe, expect, it } from 'vitest';
import * as avatar from './components/avatar.stories';
import * as badge from './components/badge.stories';
import * as brandLogo from './components/brand-logo.stories';
import * as button from './components/button.stories';
import * as card from './components/card.stories';
import * as checkbox from './components/checkbox.stories';
import * as dialog from './components/dialog.stories';
import * as dropdown from './components/dropdown.stories';
import * as emptyState from './components/empty-state.stories';
import * as iconButton from './components/icon-button.stories';
import * as input from './components/input.stories';
import * as progressBar from './components/progress-bar.stories';
import * as select from './components/select.stories';
import * as skeleton from './components/skeleton.stories';
import * as spinner from './components/spinner.stories';
import * as tabs from './components/tabs.stories';
import * as toast from './components/toast.stories';
import * as upgradeHint from './components/upgrade-hint.stories';

// Every story renders and its play function passes, so stories cannot silently rot.
const storyFiles = {
  'avatar.stories.tsx': avatar,
  'badge.stories.tsx': badge,
  'brand-logo.stories.tsx': brandLogo,
  'button.stories.tsx': button,
  'card.stories.tsx': card,
  'checkbox.stories.tsx': checkbox,
  'dialog.stories.tsx': dialog,
  'dropdown.stories.tsx': dropdown,
  'empty-state.stories.tsx': emptyState,
  'icon-button.stories.tsx': iconButton,
  'input.stories.tsx': input,
  'progress-bar.stories.tsx': progressBar,
  'select.stories.tsx': select,
  'skeleton.stories.tsx': skeleton,
  'spinner.stories.tsx': spinner,
  'tabs.stories.tsx': tabs,
  'toast.stories.tsx': toast,
  'upgrade-hint.stories.tsx': upgradeHint,
};

it('covers every stories file', () => {
  const onDisk = readdirSync(join(import.meta.dirname, 'components')).filter((f) =>
    f.endsWith('.stories.tsx'),
  );
  expect(Object.keys(storyFiles).sort()).toEqual(onDisk.sort());
});

for (const [file, module] of Object.entries(storyFiles)) {
  describe(file, () => {
    const stories: Record<string, { run: () => Promise<void> }> = composeStories(module);
    for (const [name, Story] of Object.entries(stories)) {
      it(name, async () => {
        await Story.run();
      });
    }
  });
}
