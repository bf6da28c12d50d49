// Jest runs TypeScript as native ESM through swc (NestJS 12 is ESM-only). Workspace packages resolve to
// their sources, so tests never need a build, except the browser tests, which drive the built product.
const swc = [
  '@swc/jest',
  {
    jsc: {
      parser: { syntax: 'typescript', decorators: true, tsx: false },
      transform: { legacyDecorator: true, decoratorMetadata: true },
      target: 'es2022',
      keepClassNames: true,
    },
    module: { type: 'es6' },
  },
];

const packages = {
  kernel: 'libs/domain/kernel',
  tenancy: 'libs/domain/tenancy',
  billing: 'libs/domain/billing',
  modules: 'libs/domain/modules',
  persistence: 'libs/infra/persistence',
  jobs: 'libs/infra/jobs',
  mail: 'libs/infra/mail',
  enrichment: 'libs/infra/enrichment',
  sms: 'libs/infra/sms',
  files: 'libs/infra/files',
  calendar: 'libs/infra/calendar',
  webhooks: 'libs/infra/webhooks',
  migrations: 'migrations',
  'api-client': 'libs/api-client',
  testing: 'libs/testing',
};

const common = {
  rootDir: '.',
  testEnvironment: 'node',
  extensionsToTreatAsEsm: ['.ts'],
  transform: { '^.+\\.ts$': swc },
  moduleNameMapper: {
    ...Object.fromEntries(Object.entries(packages).map(([name, dir]) => [`^@atrium/${name}$`, `<rootDir>/${dir}/src/index.ts`])),
    '^cookie$': 'cookie-cjs',
    '^content-disposition$': 'content-disposition-cjs',
    '^(\\.{1,2}/.*)\\.js$': '$1',
  },
  modulePathIgnorePatterns: ['<rootDir>/.*/dist/'],
};

export default {
  // Starting a whole API on a fresh database takes seconds on a busy 2-core machine; a spec that migrates its
  // own embedded database (not from the template) took over 60 s while `npm test` ran two steps at once.
  testTimeout: 180_000,
  projects: [
    {
      ...common,
      displayName: 'unit',
      testMatch: [
        '<rootDir>/libs/**/*.spec.ts',
        '<rootDir>/apps/*/src/**/*.spec.ts',
        '<rootDir>/migrations/**/*.spec.ts',
        '<rootDir>/tools/**/*.spec.ts',
      ],
    },
    {
      ...common,
      displayName: 'api',
      testMatch: ['<rootDir>/libs/**/*.int-spec.ts', '<rootDir>/apps/api/test/**/*.test.ts', '<rootDir>/apps/cli/test/**/*.test.ts'],
    },
    {
      ...common,
      displayName: 'e2e',
      testMatch: ['<rootDir>/apps/console/e2e/**/*.e2e.ts'],
    },
  ],
};
