import type { CodegenConfig } from '@graphql-codegen/cli';

/*
 * The API client's own codegen, as an integrator outside this repository would have it: typed
 * documents for its graphql(`...`) calls, generated from the committed, published schema.graphql
 * only (never from the server's sources). `npm run codegen` runs it after the main config (which
 * prints schema.graphql), and `npm run codegen:check` fails when its output is stale, so a schema
 * change that breaks an integration's documents breaks the build here first.
 */
const config: CodegenConfig = {
  overwrite: true,
  schema: 'schema.graphql',
  documents: ['tests/api-client/src/**/*.ts', '!tests/api-client/src/gql/**/*'],
  generates: {
    'tests/api-client/src/gql/': {
      preset: 'client',
      presetConfig: { fragmentMasking: false },
      config: {
        useTypeImports: true,
        enumsAsTypes: true,
        // Scalars arrive as JSON strings.
        scalars: { DateTime: 'string', LocalDate: 'string', LocalTime: 'string', LocalEndTime: 'string', EmailAddress: 'string', URL: 'string', YearMonth: 'string' },
      },
    },
  },
};

export default config;
