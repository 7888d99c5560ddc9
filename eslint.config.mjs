import fs from "node:fs";
import nextVitals from "eslint-config-next/core-web-vitals";
import tseslint from "typescript-eslint";
import noOuterDbInTransaction from "./eslint-rules/no-outer-db-in-transaction.mjs";

/** One layer rule: the paths a folder may not import (types from the Drizzle schema stay allowed). */
const layer = (files, patterns) => ({
  files,
  rules: { "@typescript-eslint/no-restricted-imports": ["error", { patterns }] },
});
const forbid = (group, message, allowTypeImports = false) => ({ group, message, allowTypeImports });
const serverOnly = forbid(["@/server/*", "@/lib/server/*"], "Código do servidor: importe só em app/ (páginas e rotas) ou em server/.");
const database = forbid(["@/db/*"], "O banco é lido só por server/ e lib/server/.", true);
const screens = forbid(["@/components/*", "@/app/*"], "Telas não são importadas por esta camada.");
const framework = forbid(["next", "next/*"], "lib/ não depende do framework.");
const tailwindMerge = { name: "tailwind-merge", message: "Use o cn de lib/utils: ele conhece os tokens do tema (extendTailwindMerge)." };
const sonner = { name: "sonner", message: "Use o toast de @/components/toast/toast: ele carrega o Sonner só quando um aviso aparece." };
const browser = forbid(["@/lib/client/*"], "lib/client/ só roda no navegador.");
/** Days and months are one module: its names are imported from lib/domain/calendar, never passed on by another file. */
const calendarPassedOn = ["ExportNamedDeclaration", "ExportAllDeclaration"].map((node) => ({
  selector: `${node}[source.value=/(^|\\/)calendar$/]`,
  message: "Dias e meses: importe de @/lib/domain/calendar; não reexporte seus nomes de outro módulo (docs/decisions/typed-dates.md).",
}));
/** Faturas are one module: outside server/cards, only its surface (server/cards/index.ts). */
const cardsInside = forbid(["@/server/cards/*"], "Faturas: importe de @/server/cards (a superfície do módulo), não dos arquivos de dentro.");

// A screen's _components are its own: app/(app)/X/ may import app/(app)/X/_components (and the
// shell's app/(app)/_components), never another screen's; nothing outside app/ imports any.
// Relative imports may reach only ./_components; anything farther goes through the @/ alias.
const screenFolders = fs
  .readdirSync(new URL("./app/(app)", import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && !entry.name.startsWith("_"))
  .map((entry) => entry.name);
const escape = (text) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
/** Any import naming a _components folder, except those starting as one of `allowed` (regexes). */
const privateComponents = (allowed) => ({
  regex: allowed.length > 0 ? `^(?!${allowed.join("|")}).*_components(?:/|$)` : "_components(?:/|$)",
  message: "_components é privado da sua tela: mova o que é compartilhado para components/ ou lib/.",
});
const restricted = (paths, allowed = []) => ["error", { paths, patterns: [privateComponents(allowed)] }];
const ownComponents = "\\./_components/";

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
      // Built by scripts/build-service-worker.ts from worker/.
      "public/sw.js",
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
      "no-restricted-syntax": ["error", { selector: "TSNonNullExpression > MemberExpression[object.object.name='process'][object.property.name='env']", message: "Import env from lib/env instead of process.env.X!" }, ...calendarPassedOn],
    },
  },
  // Our own rules (eslint-rules/): a transaction's work goes through its `tx`, never the outer `db`.
  {
    files: ["**/*.ts", "**/*.tsx"],
    plugins: { bolso: { rules: { "no-outer-db-in-transaction": noOuterDbInTransaction } } },
    rules: { "bolso/no-outer-db-in-transaction": "error" },
  },
  // Layers: lib/ is framework-free and knows nothing above it; components/ never reach the
  // database; server/ never reaches screens or browser code.
  layer(["lib/**/*.ts", "lib/**/*.tsx"], [serverOnly, database, screens, framework]),
  layer(["lib/server/**/*.ts"], [forbid(["@/server/*"], "lib/server/ não depende de server/."), screens, browser]),
  layer(["components/**/*.ts", "components/**/*.tsx", "emails/**/*.tsx"], [serverOnly, database]),
  layer(["server/**/*.ts", "server/**/*.tsx"], [screens, browser, cardsInside]),
  layer(["server/cards/**/*.ts"], [screens, browser]),
  layer(["app/**/*.ts", "app/**/*.tsx", "tests/**/*.ts", "tests/**/*.tsx", "scripts/**/*.ts"], [cardsInside]),
  // Everything the server says goes through lib/server/logger.ts, which redacts secrets.
  {
    files: ["app/**/*.{ts,tsx}", "server/**/*.{ts,tsx}", "lib/server/**/*.{ts,tsx}"],
    rules: { "no-console": "error" },
  },
  // Classes merge through cn (lib/utils.ts), which extends tailwind-merge with the theme's tokens.
  {
    files: ["app/**/*.{ts,tsx}", "components/**/*.{ts,tsx}", "lib/**/*.{ts,tsx}", "server/**/*.{ts,tsx}"],
    rules: { "no-restricted-imports": restricted([tailwindMerge, sonner]) },
  },
  // Sonner loads on demand: only the toaster and the toast() that fetches it may name it.
  {
    files: ["components/toast/*.ts", "components/theme/themed-toaster.tsx"],
    rules: { "no-restricted-imports": restricted([tailwindMerge]) },
  },
  // cn itself.
  {
    files: ["lib/utils.ts"],
    rules: { "no-restricted-imports": restricted([sonner]) },
  },
  // Tests, scripts and e-mails: no restricted libraries, but not _components.
  {
    files: ["tests/**/*.{ts,tsx}", "scripts/**/*.{ts,tsx}", "emails/**/*.{ts,tsx}", "*.ts"],
    rules: { "no-restricted-imports": restricted([]) },
  },
  {
    files: ["app/**/*.{ts,tsx}"],
    rules: { "no-restricted-imports": restricted([tailwindMerge, sonner], [ownComponents]) },
  },
  ...screenFolders.map((screen) => ({
    files: [`app/\\(app\\)/${screen}/**/*.{ts,tsx}`],
    rules: {
      "no-restricted-imports": restricted(
        [tailwindMerge, sonner],
        [ownComponents, `@/app/\\(app\\)/(?:${escape(screen)}/)?_components/`],
      ),
    },
  })),
);
