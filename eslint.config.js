// Lint: typescript-eslint's recommended rules, the rules of hooks, and the house's import
// boundaries. Formatting is Prettier's job (eslint-config-prettier turns off the rules it owns).
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import prettier from 'eslint-config-prettier';
import globals from 'globals';

export default tseslint.config(
  { ignores: ['dist/**', 'node_modules/**', 'coverage/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      // `import { type X } from` keeps the module as a bare import in the build: a page then
      // carried every lead form's declaration for one type's sake. Only `import type` is erased.
      '@typescript-eslint/no-import-type-side-effects': 'error',
    },
  },
  {
    // The rules of hooks, both as errors. The plugin's newer React Compiler rules are left
    // out: this code base does not use the compiler, and they forbid patterns it relies on
    // (a ref that mirrors the latest callback).
    files: ['client/**/*.{ts,tsx}', 'tests/component/**/*.tsx'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
    },
  },
  // Inside client/, imports run one way: content, lib, hooks, components and the app's state
  // are the shared layer; features build on them; pages and the app compose features. A shared
  // part that reached into a feature would tie every page that uses it to that feature's code.
  {
    files: ['client/{components,content,lib,hooks,state}/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/features/**', '**/pages/**', '**/app/**'],
              message:
                'Shared client code does not import features, pages or the app; pass what it needs in.',
            },
          ],
        },
      ],
    },
  },
  {
    // client/lib is the floor of the client: plain functions over shared/, which content,
    // components, hooks and features all use. Importing any of them back would tie the floor to
    // what stands on it.
    files: ['client/lib/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: [
                '**/features/**',
                '**/pages/**',
                '**/content/**',
                '**/components/**',
                '**/hooks/**',
                '**/state/**',
                '**/app/**',
              ],
              message: 'client/lib imports only shared/ and itself; pass what it needs in.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['client/features/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/pages/**', '**/app/**'],
              message: 'Features do not import pages or the app; a page composes features, the app pages.',
            },
          ],
        },
      ],
    },
  },
  prettier,
);
