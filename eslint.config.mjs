import nx from '@nx/eslint-plugin';
import prettier from 'eslint-config-prettier';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      'apps/api/dist-*/**',
      '**/node_modules/**',
      'libs/api-client/src/schema.ts',
      'libs/api-client/src/meta.ts',
      '**/*.mjs',
      '**/*.js',
      'data/**',
      '.nx/**',
    ],
  },
  ...tseslint.configs.recommended,
  {
    files: ['**/*.ts', '**/*.tsx'],
    plugins: { '@nx': nx },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/no-non-null-assertion': 'off',
      // The layer rules of ARCHITECTURE.md: the domain imports only the kernel; infra imports the domain;
      // the console and CLI reach the backend only through the generated client.
      '@nx/enforce-module-boundaries': [
        'error',
        {
          allow: [],
          depConstraints: [
            { sourceTag: 'scope:kernel', onlyDependOnLibsWithTags: ['scope:kernel'] },
            { sourceTag: 'layer:domain', onlyDependOnLibsWithTags: ['layer:domain'] },
            { sourceTag: 'layer:infra', onlyDependOnLibsWithTags: ['layer:domain', 'layer:infra'] },
            { sourceTag: 'layer:client', onlyDependOnLibsWithTags: [] },
            { sourceTag: 'layer:testing', onlyDependOnLibsWithTags: ['layer:domain', 'layer:infra', 'layer:testing'] },
            { sourceTag: 'app:api', onlyDependOnLibsWithTags: ['layer:domain', 'layer:infra', 'layer:client', 'layer:testing'] },
            { sourceTag: 'app:console', onlyDependOnLibsWithTags: ['layer:client'] },
            { sourceTag: 'app:cli', onlyDependOnLibsWithTags: ['layer:client', 'layer:testing', 'app:api'] },
          ],
        },
      ],
    },
  },
  {
    // Domain libraries stay framework-free.
    files: ['libs/domain/**/*.ts'],
    ignores: ['**/*.spec.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: ['@nestjs/*', 'typeorm', 'pg', 'react*', '@mui/*', 'commander', 'inquirer'] }],
    },
  },
  {
    // The console's Datagrid opens clickable rows from the keyboard too; react-admin's answers only the mouse.
    // The console's Button keeps its words on phones; react-admin's becomes a bare icon there.
    files: ['apps/console/src/**/*.tsx'],
    ignores: ['apps/console/src/components/datagrid.tsx'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            { name: 'react-admin', importNames: ['Datagrid'], message: 'Use Datagrid from components/datagrid (keyboard rows).' },
            { name: 'react-admin', importNames: ['Button'], message: 'Use Button from components/button (keeps its words on phones).' },
          ],
        },
      ],
    },
  },
  {
    // Tests may use the shared fakes and factories of libs/testing from any layer.
    files: ['**/*.spec.ts', '**/*.int-spec.ts', '**/test/**/*.ts', '**/e2e/**/*.ts'],
    rules: { '@nx/enforce-module-boundaries': 'off' },
  },
  prettier,
);
