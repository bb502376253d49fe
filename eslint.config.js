import js from '@eslint/js';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import storybook from 'eslint-plugin-storybook';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  {
    ignores: [
      '**/dist',
      '**/storybook-static',
      '**/node_modules',
      '.vitest-attachments',
      'storybook-review',
      'bundle-report',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  jsxA11y.flatConfigs.strict,
  reactHooks.configs.flat.recommended,
  ...storybook.configs['flat/recommended'],
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    // The design system never imports from the site.
    files: ['packages/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['**/site/**', '@agency/site'], message: 'The design system must not import from the site.' },
          ],
        },
      ],
    },
  },
  {
    // The package is for any agency project: it never imports this site's sections.
    files: ['packages/design-system/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['**/site/**', '@agency/site'], message: 'The design system must not import from the site.' },
            {
              group: ['**/site-sections/**', '@agency/site-sections'],
              message: "The design system must not import the site's sections: they build on it, not the other way.",
            },
          ],
        },
      ],
    },
  },
  {
    // A page maps content to components: it never reaches into the app that renders it (the route
    // table, the frame); what it needs from the site comes through its route module's \`load\`.
    files: ['site/src/pages/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: ['**/app/*', '**/app'], message: 'Pages never import from app/.' }] },
      ],
    },
  },
  {
    // Node-side test helpers and tools: no React components, so `use…` names are not hooks.
    files: ['site/e2e/**', 'tools/**'],
    rules: { 'react-hooks/rules-of-hooks': 'off' },
  },
);
