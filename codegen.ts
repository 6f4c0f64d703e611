import type { CodegenConfig } from '@graphql-codegen/cli';

// Schema-first: schema/*.graphql is the contract; resolver types for the gateway and typed
// documents for the UI are generated from it and committed. The gateway tests send the UI's own
// documents (decision 021), so there is one document set.
const config: CodegenConfig = {
  schema: 'schema/*.graphql',
  ignoreNoDocuments: true,
  generates: {
    // The schema's types alone, importing nothing: what the gateway's context and its modules use.
    // resolvers-types.ts imports the context (contextType), so a module the context reaches that took
    // its types from there would close an import cycle (decision 022).
    'gateway/generated/schema-types.ts': {
      plugins: ['typescript'],
      // As resolvers-types.ts below: enums as const objects too (gateway/ministry/acts-schemas.ts).
      config: { useTypeImports: true, enumsAsConst: true },
    },
    // The resolver signatures only, over the schema's types above (one copy of them, not two).
    'gateway/generated/resolvers-types.ts': {
      plugins: [
        { add: { content: "import type * as Types from './schema-types.js';" } },
        'typescript-resolvers',
      ],
      config: {
        useTypeImports: true,
        namespacedImportName: 'Types',
        // Resolvers read their dependencies (ministry client, pubsub) from this context.
        contextType: '../context.js#GatewayContext',
        useIndexSignature: true,
      },
    },
    'ui/gql/': {
      preset: 'client',
      documents: ['ui/**/*.{ts,tsx}', '!ui/gql/**'],
      config: { useTypeImports: true, enumsAsTypes: true },
    },
  },
};

export default config;
