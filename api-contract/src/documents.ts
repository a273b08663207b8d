import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import {
  Kind,
  buildSchema,
  parse,
  print,
  visit,
  type DocumentNode,
  type GraphQLSchema,
  type SelectionSetNode,
} from 'graphql';

/** The repository root. */
export const ROOT = fileURLToPath(new URL('../../', import.meta.url));

/** The checked-in SDL the server prints (`pnpm --filter @tiix/server schema:print`). */
export const SCHEMA_FILE = join(ROOT, 'server/schema.graphql');

/** Every package whose browser code may talk GraphQL: the shell, each remote, shared-data. */
export const CLIENT_PACKAGES = [
  'shell',
  'mf-landing',
  'mf-wizard',
  'mf-teams',
  'mf-draft',
  'mf-payments',
  'shared-data',
] as const;
export type ClientPackage = (typeof CLIENT_PACKAGES)[number];

export function loadSchema(): GraphQLSchema {
  return buildSchema(readFileSync(SCHEMA_FILE, 'utf8'));
}

/** A module's source files, tests and stories included (`withTests`) or not. */
export function sourceFiles(pkg: ClientPackage, withTests = false): string[] {
  const out: string[] = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      if (entry.name === 'node_modules' || entry.name === 'generated') continue;
      const path = join(dir, entry.name);
      if (entry.isDirectory()) walk(path);
      else if (/\.tsx?$/.test(entry.name) && !entry.name.endsWith('.d.ts')) {
        if (!withTests && /\.(test|stories)\.tsx?$/.test(entry.name)) continue;
        out.push(path);
      }
    }
  };
  walk(join(ROOT, pkg, 'src'));
  return out.sort();
}

/**
 * The `gql` tag as the apps write it (urql's, typed with the generated result and variables:
 * gql<TeamQuery, TeamQueryVariables>`...`).
 */
const GQL_TAG = /\bgql\s*(?:<[^`]*?>)?\s*`/g;
/** A fragment-only document: it reaches the check inside the operations that spread it. */
const GQL_FRAGMENT = /\bgql\s*(?:<[^`]*?>)?\s*`\s*fragment\b/g;

export interface ClientOperation {
  pkg: ClientPackage;
  /** Path from the repository root. */
  file: string;
  /** The module export that holds the document. */
  exportName: string;
  /** The operation's name (what MSW handlers and the server's logs match on). */
  name: string;
  kind: 'query' | 'mutation' | 'subscription';
  /** How many variables the operation declares. */
  variables: number;
  /** The document as graphql-js parses its printed text (urql's parser leaves out empty lists). */
  document: DocumentNode;
}

function isDocument(value: unknown): value is DocumentNode {
  return (
    !!value &&
    typeof value === 'object' &&
    (value as { kind?: unknown }).kind === Kind.DOCUMENT &&
    Array.isArray((value as { definitions?: unknown }).definitions)
  );
}

/**
 * Every operation of a package, read by importing each module that writes a `gql` document: the
 * documents are built from interpolated field strings, so only the module itself knows the final
 * text. Every document must be exported, so that nothing escapes the check.
 */
export async function loadOperations(pkg: ClientPackage): Promise<ClientOperation[]> {
  const operations: ClientOperation[] = [];
  for (const path of sourceFiles(pkg)) {
    const text = readFileSync(path, 'utf8');
    const tags = (text.match(GQL_TAG)?.length ?? 0) - (text.match(GQL_FRAGMENT)?.length ?? 0);
    if (tags === 0) continue;
    const file = relative(ROOT, path);
    const mod = (await import(pathToFileURL(path).href)) as Record<string, unknown>;
    const documents = Object.entries(mod).filter(([, value]) => isDocument(value));
    if (documents.length < tags) {
      throw new Error(
        `${file} writes ${tags} gql operation documents but exports ${documents.length}: export every document so the API contract can check it`,
      );
    }
    for (const [exportName, exported] of documents as [string, DocumentNode][]) {
      const document = parse(print(exported));
      for (const definition of document.definitions) {
        if (definition.kind !== Kind.OPERATION_DEFINITION) continue;
        if (!definition.name) throw new Error(`${file}: ${exportName} has an unnamed operation`);
        operations.push({
          pkg,
          file,
          exportName,
          name: definition.name.value,
          kind: definition.operation,
          variables: definition.variableDefinitions?.length ?? 0,
          document,
        });
      }
    }
  }
  return operations;
}

export async function loadAllOperations(): Promise<ClientOperation[]> {
  const all: ClientOperation[] = [];
  for (const pkg of CLIENT_PACKAGES) all.push(...(await loadOperations(pkg)));
  return all;
}

/**
 * The document as the browser sends it: the apps' normalised cache (urql graphcache) adds
 * `__typename` to every selection set below the root before the request leaves.
 */
export function asSentByTheClient(document: DocumentNode): string {
  const withTypename = (set: SelectionSetNode): SelectionSetNode =>
    set.selections.some((s) => s.kind === Kind.FIELD && s.name.value === '__typename')
      ? set
      : {
          ...set,
          selections: [
            ...set.selections,
            { kind: Kind.FIELD, name: { kind: Kind.NAME, value: '__typename' } },
          ],
        };
  return print(
    visit(document, {
      Field: (node) =>
        node.selectionSet ? { ...node, selectionSet: withTypename(node.selectionSet) } : undefined,
      InlineFragment: (node) => ({ ...node, selectionSet: withTypename(node.selectionSet) }),
      FragmentDefinition: (node) => ({ ...node, selectionSet: withTypename(node.selectionSet) }),
    }),
  );
}
