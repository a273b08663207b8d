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

// The server's layers: services and repositories import no transport; resolvers and routes reach
// the data only through services.
const SERVICE_FILE = 'server/src/modules/teams/example.service.ts';
const RESOLVER_FILE = 'server/src/modules/chat/example.resolvers.ts';
const ROUTE_FILE = 'server/src/modules/drafts/example.rest.ts';
const isTransportMessage = (m) => m.includes('Services and repositories speak only the domain');
const isDataMessage = (m) => m.includes('Resolvers and routes are thin adapters');

for (const [what, code] of [
  ['graphql', "import { GraphQLError } from 'graphql';\nexport const x = GraphQLError;\n"],
  ['graphql-yoga', "import { Repeater } from 'graphql-yoga';\nexport const x = Repeater;\n"],
  ['hono', "import { Hono } from 'hono';\nexport const x = Hono;\n"],
  ['a @hono package', "import { serve } from '@hono/node-server';\nexport const x = serve;\n"],
  [
    "the server's graphql folder",
    "import { toGraphQLError } from '../../graphql/errors.js';\nexport const x = toGraphQLError;\n",
  ],
  [
    "the server's http folder",
    "import { restError } from '../../http/errors.js';\nexport const x = restError;\n",
  ],
  [
    "the auth API's rate-limit middleware",
    "import { rateLimit } from '../../auth/rate-limit.js';\nexport const x = rateLimit;\n",
  ],
  [
    'the Hono-aware auth context',
    "import { requireAuth } from '../../auth/auth-context.js';\nexport const x = requireAuth;\n",
  ],
]) {
  test(`a service may not import ${what}`, async () => {
    const messages = await messagesFor(code, SERVICE_FILE);
    assert.ok(messages.some(isTransportMessage), messages.join('\n'));
  });
}

test('a repository may not import a transport either', async () => {
  const messages = await messagesFor(
    "import { GraphQLError } from 'graphql';\nexport const x = GraphQLError;\n",
    'server/src/modules/teams/example.repository.ts',
  );
  assert.ok(messages.some(isTransportMessage), messages.join('\n'));
});

test('a service may use the domain, its repository and the transport-free caller', async () => {
  const messages = await messagesFor(
    "import { DomainError } from '../../errors/domain-error.js';\nimport type { RequestAuth } from '../../auth/caller.js';\nimport { checkLimit } from '../../auth/rate-limit-store.js';\nimport { findTeam } from './teams.repository.js';\nimport { eq } from 'drizzle-orm';\nexport const x = (a: RequestAuth) => [DomainError, checkLimit, findTeam, eq, a];\n",
    SERVICE_FILE,
  );
  assert.deepEqual(messages, []);
});

for (const [file, what, code] of [
  [RESOLVER_FILE, 'Drizzle', "import { eq } from 'drizzle-orm';\nexport const x = eq;\n"],
  [
    RESOLVER_FILE,
    "a repository's functions",
    "import * as repo from './chat.repository.js';\nexport const x = repo;\n",
  ],
  [
    RESOLVER_FILE,
    "a repository's record types",
    "import type { ChatMessageRecord } from './chat.repository.js';\nexport const x = (m: ChatMessageRecord) => m;\n",
  ],
  [
    ROUTE_FILE,
    'a table of the schema',
    "import { drafts } from '../../db/schema/drafts.js';\nexport const x = drafts;\n",
  ],
  [
    'server/src/modules/leagues/example.router.ts',
    "another module's repository",
    "import { findTeam } from '../teams/teams.repository.js';\nexport const x = findTeam;\n",
  ],
]) {
  test(`a resolver or route may not import ${what} (${file.split('/').pop()})`, async () => {
    const messages = await messagesFor(code, file);
    assert.ok(messages.some(isDataMessage), messages.join('\n'));
  });
}

test('a resolver or route may use a transport, its services and their record types', async () => {
  const messages = await messagesFor(
    "import { Hono } from 'hono';\nimport { Repeater } from 'graphql-yoga';\nimport type { ChatMessageRecord } from './chat.service.js';\nimport * as service from './chat.service.js';\nexport const x = (m: ChatMessageRecord) => [Hono, Repeater, service, m];\n",
    RESOLVER_FILE,
  );
  assert.deepEqual(messages, []);
});

test('an app imports from react-router only the part the apps share', async () => {
  const messages = await messagesFor(
    "import { Link, useNavigate, createBrowserRouter, type NavigateFunction } from 'react-router';\nexport const x = (f: NavigateFunction) => [Link, useNavigate, createBrowserRouter, f];\n",
  );
  const refused = messages.filter((m) => m.includes('share only part of react-router'));
  assert.equal(refused.length, 1, messages.join('\n'));
  assert.ok(refused[0].includes('createBrowserRouter'), refused[0]);
});

test('tests may import any part of a narrowed shared package', async () => {
  const messages = await messagesFor(
    "import { createMemoryRouter } from 'react-router';\nimport { createAction } from '@reduxjs/toolkit';\nexport const x = [createMemoryRouter, createAction];\n",
    'mf-draft/src/features/example.test.tsx',
  );
  assert.deepEqual(messages, []);
});
