import js from '@eslint/js';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  { ignores: ['dist', 'node_modules', 'data', '.e2e-profiles', 'bench/report.json'] },
  {
    files: ['src/**/*.{ts,tsx}'],
    extends: [js.configs.recommended, ...tseslint.configs.strict],
    languageOptions: { globals: globals.browser },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'no-restricted-globals': ['error', { name: 'alert', message: 'Use the in-app alert.' }, { name: 'confirm', message: 'Use the in-app dialog.' }],
    },
  },
  {
    // The storage layer knows nothing of React; components never touch storage or Firebase.
    files: ['src/storage/**/*.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: ['react', 'react-*', 'react/*', '**/features/**', '**/ui/**', '**/app/**'] }],
    },
  },
  {
    files: ['src/ui/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': ['error', { patterns: ['**/storage/**', 'firebase/*', '**/features/**', '**/app/**', 'idb'] }],
    },
  },
  {
    files: ['src/**/components/**/*.tsx', 'src/app/screens/**/*.tsx'],
    rules: {
      'no-restricted-imports': ['error', { patterns: ['**/storage/**', 'firebase/*', 'idb'] }],
    },
  },
  {
    files: ['scripts/**/*.{js,mjs,ts}', 'e2e/**/*.{js,mjs,ts}', '*.config.{js,ts}'],
    extends: [js.configs.recommended, ...tseslint.configs.recommended],
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
  },
);
