// Named for what it is: an Envelop plugin factory, not a React hook.
import { useGraphQlJit as graphqlJitPlugin } from '@envelop/graphql-jit';
import {
  Kind,
  type DocumentNode,
  type ExecutionArgs,
  type ExecutionResult,
  type OperationDefinitionNode,
} from 'graphql';
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

type Execute = (args: ExecutionArgs) => unknown;

/**
 * A compiled run that executed nothing: its variables could not be coerced (or the document did
 * not compile). graphql-jit words those errors its own way and Yoga would answer them with 200;
 * the reference executor gives its message and the 400 it answers them with.
 */
function executedNothing(result: unknown): boolean {
  const r = result as ExecutionResult | null;
  return !!r && typeof r === 'object' && !('data' in r) && !!r.errors?.length;
}

/**
 * Queries execute as JavaScript compiled once per document (graphql-jit) rather than by walking
 * the document for every request: on the team page (some 600 fields) that walk was a large
 * share of the server's own work. Answers are those of graphql-js for every operation the apps
 * send (jit.test.ts), with one difference: a compiled query's errors name no `locations` (the
 * compiled code keeps no document nodes to compute them from); message, path and code are kept,
 * so masking and the domain-error mapping (./errors.ts) apply unchanged. A request whose
 * variables are refused runs again on the reference executor, so its 400 and message are the same.
 */
export function compiledQueries(): Plugin {
  const jit = graphqlJitPlugin({}, { enableIf: (args) => runsCompiled(args.document) });
  return {
    onExecute(payload) {
      // Yoga's own executor (it marks refused variables as a 400), before the compiled one.
      const reference = payload.executeFn;
      return jit.onExecute!({
        ...payload,
        setExecuteFn: (compiled: Execute) =>
          payload.setExecuteFn(async (args: ExecutionArgs) => {
            const result = await compiled(args);
            return executedNothing(result) ? reference(args) : result;
          }),
      } as never);
    },
  } as Plugin;
}
