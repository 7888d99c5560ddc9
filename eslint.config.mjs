import nextVitals from "eslint-config-next/core-web-vitals";
import tseslint from "typescript-eslint";

export default tseslint.config(
  {
    ignores: [
      ".next/**",
      // Each dev server builds into its own dist dir (NEXT_DIST_DIR=.next-<name>).
      ".next-*/**",
      "node_modules/**",
      "db/migrations/**",
      ".data/**",
      ".dev-mail/**",
      "next-env.d.ts",
      "playwright-report/**",
      "test-results/**",
      "*.config.mjs",
    ],
  },
  ...nextVitals,
  {
    files: ["**/*.ts", "**/*.tsx"],
    extends: [tseslint.configs.recommendedTypeChecked],
    languageOptions: { parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname } },
    rules: {
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
      "@typescript-eslint/no-misused-promises": ["error", { checksVoidReturn: { attributes: false } }],
      "@typescript-eslint/no-floating-promises": "error",
      "@typescript-eslint/require-await": "off",
      "@typescript-eslint/consistent-type-imports": ["error", { fixStyle: "separate-type-imports" }],
      "no-restricted-syntax": ["error", { selector: "TSNonNullExpression > MemberExpression[object.object.name='process'][object.property.name='env']", message: "Import env from lib/env instead of process.env.X!" }],
    },
  },
);
