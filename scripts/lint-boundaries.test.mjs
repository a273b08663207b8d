// The architecture's boundaries are enforced by lint: these fail if the rules stop firing.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { join } from 'node:path';
import { ESLint } from 'eslint';
import { root } from './run.mjs';

const eslint = new ESLint({ cwd: root });

async function messagesFor(code, file = 'mf-draft/src/features/example.tsx') {
  const [result] = await eslint.lintText(code, { filePath: join(root, file) });
  return result.messages.map((m) => m.message);
}

test("an app may not import another app's source by path", async () => {
  const messages = await messagesFor(
    "import Landing from '../../../mf-landing/src/features/landing/LandingPage';\nexport const x = Landing;\n",
  );
  assert.ok(
    messages.some((m) => m.includes("Do not import another app's source (mf-landing)")),
    messages.join('\n'),
  );
});

test('an app may not import another app by package name', async () => {
  const messages = await messagesFor(
    "import { pages } from 'mf-teams/src/export-app';\nexport const x = pages;\n",
  );
  assert.ok(
    messages.some((m) => m.includes('Do not import mf-teams')),
    messages.join('\n'),
  );
});

test('raw useSelector and useDispatch are refused', async () => {
  const messages = await messagesFor(
    "import { useDispatch, useSelector } from 'react-redux';\nexport const x = [useSelector, useDispatch];\n",
  );
  assert.equal(
    messages.filter((m) => m.includes('useAppSelector/useAppDispatch')).length,
    2,
    messages.join('\n'),
  );
});

test('shared packages are the allowed way in', async () => {
  const messages = await messagesFor(
    "import { useAppSelector } from '@tiix/shared-data';\nexport const x = useAppSelector;\n",
  );
  assert.deepEqual(messages, []);
});

test("a feature may not reach into another feature's folder", async () => {
  const messages = await messagesFor(
    "import { TeamChatLink } from '../chat/TeamChatLink';\nexport const x = TeamChatLink;\n",
    'mf-teams/src/features/games/example.tsx',
  );
  assert.ok(
    messages.some((m) => m.includes('Features meet only through their public entry')),
    messages.join('\n'),
  );
});

test("a feature reaches another only through that feature's public entry", async () => {
  const messages = await messagesFor(
    "import { TeamChatLink } from '../chat';\nexport const x = TeamChatLink;\n",
    'mf-teams/src/features/games/example.tsx',
  );
  assert.deepEqual(messages, []);
});
