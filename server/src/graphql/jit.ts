// Named for what it is: an Envelop plugin factory, not a React hook.
import { useGraphQlJit as graphqlJitPlugin } from '@envelop/graphql-jit';
import { Kind, type DocumentNode, type OperationDefinitionNode } from 'graphql';
import type { Plugin } from 'graphql-yoga';

/**
 * Whether a request's operation runs compiled: queries only, of documents with one operation.
 *
 * The plugin keeps one compiled function per document object (Yoga hands out one object per
 * document text), whatever operation name a request picks: a document with several operations
 * would run the first one compiled for every name, so those run on graphql-js. Mutations and
 * subscriptions run on graphql-js as well: they are rare next to page reads, and their ordering
 * and streaming stay with the reference executor.
 */
export function runsCompiled(document: DocumentNode): boolean {
  let operation: OperationDefinitionNode | undefined;
  for (const definition of document.definitions) {
    if (definition.kind !== Kind.OPERATION_DEFINITION) continue;
    if (operation) return false;
    operation = definition;
  }
  return operation?.operation === 'query';
}

/**
 * Queries execute as JavaScript compiled once per document (graphql-jit) rather than by walking
 * the document for every request: on the team page (some 600 fields) that walk was a large
 * share of the server's own work. Errors keep their message, path and original error, so masking
 * and the domain-error mapping (./errors.ts) apply unchanged; they name no `locations` (the
 * compiled code keeps no document nodes to compute them from).
 */
export function compiledQueries(): Plugin {
  // An Envelop plugin typed for any context; Yoga's Plugin type asks for its own.
  return graphqlJitPlugin({}, { enableIf: (args) => runsCompiled(args.document) }) as Plugin;
}
