import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { pathToFileURL } from 'node:url';
import { getResponse } from 'msw';
import { Kind, print, validate, type OperationDefinitionNode } from 'graphql';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import * as mocks from '../../shared-data/src/mocks/index';
import { resolvedFields } from '../../shared-data/src/mocks/schema';
import {
  CLIENT_PACKAGES,
  ROOT,
  loadAllOperations,
  loadSchema,
  sourceFiles,
  type ClientOperation,
} from './documents';
import { sampleVariables, shapeProblems } from './shape';

const schema = loadSchema();
const operations = await loadAllOperations();
/** Every mock module, for the handler lists the tests use on their own and the backends to reset. */
const MOCKS_DIR = join(ROOT, 'shared-data/src/mocks');
const mockModules = await Promise.all(
  readdirSync(MOCKS_DIR)
    // browser.ts and node.ts start MSW itself; the rest only declare handlers and backends.
    .filter((name) => /(?<!\.d)\.ts$/.test(name) && !['browser.ts', 'node.ts'].includes(name))
    .map(
      (name) =>
        import(pathToFileURL(join(MOCKS_DIR, name)).href) as Promise<Record<string, unknown>>,
    ),
);

// The mocks build feed URLs from the page's origin, as they do in the browser.
vi.stubGlobal('location', new URL('http://localhost:3000/'));

/** Each answer starts from the mocks' demo state (a DeleteTeam must not empty the next query). */
function resetMockBackends() {
  for (const mod of mockModules) {
    for (const [name, value] of Object.entries(mod)) {
      const backend = value as { reset?: () => void };
      if (/^mock\w*Backend$/.test(name) && typeof backend.reset === 'function') backend.reset();
    }
  }
}

/** Mock ids by variable name, so the mock backends find the demo team, draft and members. */
function idFor(op: ClientOperation) {
  return (name: string) => {
    if (/draft/i.test(name) || (name === 'id' && /draft/i.test(op.name)))
      return mocks.MOCK_DRAFT_ID;
    if (/user|payer|member/i.test(name)) return mocks.MOCK_USER_ID;
    if (/token/i.test(name)) return mocks.MOCK_INVITE_TOKEN;
    return mocks.MOCK_TEAM_ID;
  };
}

function definitionOf(op: ClientOperation): OperationDefinitionNode {
  return op.document.definitions.find(
    (d): d is OperationDefinitionNode =>
      d.kind === Kind.OPERATION_DEFINITION && d.name?.value === op.name,
  )!;
}

/** The first answer of a handler to a client document (the first event of a subscription). */
async function answer(op: ClientOperation): Promise<{ data?: unknown; errors?: unknown } | null> {
  const variables = sampleVariables(schema, definitionOf(op), idFor(op));
  const auth = mocks.mockAuthBackend;
  const { accessToken } = auth.createSession(auth.userById(mocks.MOCK_USER_ID)!);
  const request = new Request('http://localhost/graphql', {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      accept: op.kind === 'subscription' ? 'text/event-stream' : 'application/json',
      authorization: `Bearer ${accessToken}`,
    },
    body: JSON.stringify({ query: print(op.document), operationName: op.name, variables }),
  });
  const response = await getResponse(mocks.handlers, request);
  if (!response) return null;
  if (!response.headers.get('content-type')?.includes('text/event-stream')) {
    return (await response.json()) as { data?: unknown; errors?: unknown };
  }
  const reader = response.body!.getReader();
  const decoder = new TextDecoder();
  let text = '';
  const deadline = Date.now() + 2000;
  try {
    while (Date.now() < deadline) {
      const chunk = await Promise.race([
        reader.read(),
        new Promise<null>((resolve) => setTimeout(() => resolve(null), 500)),
      ]);
      if (!chunk || chunk.done) break;
      text += decoder.decode(chunk.value, { stream: true });
      const line = text.split('\n').find((l) => l.startsWith('data:') && l.length > 6);
      if (line) return JSON.parse(line.slice(5)) as { data?: unknown };
    }
  } finally {
    await reader.cancel().catch(() => undefined);
  }
  return null;
}

describe('client documents', () => {
  it('are found in the shell and the remotes', () => {
    const packages = new Set(operations.map((op) => op.pkg));
    for (const pkg of ['shell', 'mf-teams', 'mf-wizard', 'mf-draft', 'mf-payments'] as const) {
      expect(packages, pkg).toContain(pkg);
    }
  });

  it.each(operations.map((op) => [`${op.file} ${op.name}`, op] as const))(
    '%s is valid against server/schema.graphql',
    (_label, op) => {
      expect(validate(schema, op.document).map((e) => e.message)).toEqual([]);
    },
  );
});

describe('the mock backend', () => {
  const sent = new Set(operations.map((op) => `${op.kind} ${op.name}`));
  const rootFields = new Set(
    [schema.getQueryType(), schema.getMutationType(), schema.getSubscriptionType()].flatMap(
      (type) => Object.keys(type?.getFields() ?? {}),
    ),
  );

  it('resolves only fields of the server schema', () => {
    expect(resolvedFields().filter((name) => !rootFields.has(name))).toEqual([]);
  });

  it('in tests and stories name only operations that some app sends', () => {
    const orphans: string[] = [];
    const pattern = /\bgraphql\.(query|mutation|subscription)\s*(?:<[^>]*>)?\(\s*['"](\w+)['"]/g;
    for (const pkg of CLIENT_PACKAGES) {
      for (const file of sourceFiles(pkg, true)) {
        for (const m of readFileSync(file, 'utf8').matchAll(pattern)) {
          if (!sent.has(`${m[1]} ${m[2]}`))
            orphans.push(`${relative(ROOT, file)}: ${m[1]} ${m[2]}`);
        }
      }
    }
    expect(orphans).toEqual([]);
  });

  beforeEach(resetMockBackends);

  // The operations whose root fields the mock backend resolves (live updates excepted: their
  // first event comes only when something happens).
  const resolved = new Set(resolvedFields());
  const answered = operations.filter(
    (op) =>
      op.kind !== 'subscription' &&
      definitionOf(op).selectionSet.selections.every(
        (s) => s.kind !== Kind.FIELD || s.name.value === '__typename' || resolved.has(s.name.value),
      ),
  );

  it.each(answered.map((op) => [`${op.file} ${op.name}`, op] as const))(
    '%s: the mock answer has the schema shape',
    async (_label, op) => {
      const body = await answer(op);
      expect(body, 'the mock answered').not.toBeNull();
      // A mutation on made-up sample input (a game id of no team) may answer errors only;
      // every read answers the sample data.
      if (op.kind === 'mutation' && body?.errors) return;
      expect(body?.errors, 'a read answers without errors').toBeUndefined();
      expect(shapeProblems(schema, op.document, body?.data)).toEqual([]);
    },
  );
});
