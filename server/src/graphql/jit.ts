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
  // The plugin's compiled executor, taken once: without `enableIf` it hands it over at once.
  // Choosing per request here (not through the plugin's own `enableIf`) builds no payload copy
  // and no closures for a request, and keeps the executor with its fallback across requests.
  let compiled: Execute | undefined;
  graphqlJitPlugin().onExecute!({
    setExecuteFn: (execute: Execute) => (compiled = execute),
  } as never);
  if (!compiled) throw new Error('graphql-jit handed over no executor');
  const jitExecute = compiled;
  // Yoga's own executor (it marks refused variables as a 400), behind the compiled one; built
  // again only should the executor before this plugin change.
  let fallback: { reference: Execute; execute: Execute } | undefined;
  const withFallback = (reference: Execute): Execute => {
    if (fallback?.reference !== reference) {
      const execute = async (args: ExecutionArgs) => {
        const result = await jitExecute(args);
        return executedNothing(result) ? reference(args) : result;
      };
      fallback = { reference, execute };
    }
    return fallback.execute;
  };
  return {
    onExecute({ args, executeFn, setExecuteFn }) {
      if (runsCompiled(args.document)) setExecuteFn(withFallback(executeFn as Execute));
    },
  } as Plugin;
}
