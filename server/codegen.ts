import type { CodegenConfig } from '@graphql-codegen/cli';

// Resolver types from the SDL of every module: `pnpm --filter @tiix/server codegen`.
// The output is checked in so that typecheck and build need no generation step.
const config: CodegenConfig = {
  schema: 'src/modules/*/schema.graphql',
  generates: {
    'src/generated/graphql.ts': {
      plugins: ['typescript', 'typescript-resolvers'],
      config: {
        contextType: '../context.js#GraphQLContext',
        useTypeImports: true,
        // Enum values are the database strings, so plain unions line up with Drizzle's column types.
        enumsAsTypes: true,
        scalars: {
          DateTime: { input: 'Date', output: 'Date | string' },
          JSON: 'unknown',
        },
      },
    },
  },
};

export default config;
