// One ESLint config for the workspace. Module boundaries (STYLE.md, Nx tags) are enforced with
// no-restricted-imports: the contracts lib imports nothing of ours, the public remote imports no
// admin code and no antd, and no remote imports another remote.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';

const remotes = ['mfe-public', 'mfe-admin-content', 'mfe-admin-diksha', 'mfe-admin-comms'];
const otherRemotes = (self) =>
  remotes.filter((r) => r !== self).flatMap((r) => [`**/${r}/**`, `@diet/${r}`, `@diet/${r}/*`]);

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/node_modules/**',
      '**/coverage/**',
      'data/**',
      'bench/results/**',
      '**/*.js',
      '**/*.mjs',
      '**/*.cjs',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'off',
    },
  },
  {
    files: [
      'shell/**/*.{ts,tsx}',
      'mfe-*/**/*.{ts,tsx}',
      'libs/frontend-core/**/*.{ts,tsx}',
      'libs/admin-ui/**/*.{ts,tsx}',
    ],
    plugins: { 'react-hooks': reactHooks },
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'warn' },
  },
  {
    // Redux Toolkit, RTK Query and React Redux reach the browser as one shared module
    // (libs/frontend-core/src/redux-shared.ts); a value imported from a package itself is a second copy.
    files: [
      'shell/**/*.{ts,tsx}',
      'mfe-*/**/*.{ts,tsx}',
      'libs/frontend-core/**/*.{ts,tsx}',
      'libs/admin-ui/**/*.{ts,tsx}',
    ],
    ignores: ['libs/frontend-core/src/redux-shared.ts', '**/*.test.{ts,tsx}', '**/test/**', '**/test-*.{ts,tsx}'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          paths: ['@reduxjs/toolkit', '@reduxjs/toolkit/query', '@reduxjs/toolkit/query/react', 'react-redux'].map(
            (name) => ({
              name,
              message: 'Import it from @diet/frontend-core/redux-shared (one shared copy in the browser).',
              allowTypeImports: true,
            }),
          ),
        },
      ],
    },
  },
  {
    files: ['libs/contracts/**/*.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: ['@diet/*', 'react', 'antd', '@nestjs/*'] }] },
  },
  {
    files: ['mfe-public/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: ['antd', 'antd/*', '@ant-design/*', '@diet/admin-ui/*', ...otherRemotes('mfe-public')] },
      ],
    },
  },
  ...remotes
    .filter((r) => r !== 'mfe-public')
    .map((r) => ({
      files: [`${r}/**/*.{ts,tsx}`],
      rules: { 'no-restricted-imports': ['error', { patterns: otherRemotes(r) }] },
    })),
  {
    files: ['libs/admin-ui/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: remotes.flatMap((r) => [`**/${r}/**`, `@diet/${r}`, `@diet/${r}/*`]) },
      ],
    },
  },
  {
    files: ['backend/**/*.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: ['react', 'antd', '@diet/frontend-core/*'] }] },
  },
);
