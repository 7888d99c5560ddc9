import { defineConfig, devices } from "@playwright/test";
import { E2E_BASE_URL, E2E_PORT } from "./tests/e2e/state";

const ci = Boolean(process.env.CI);
const devMode = process.env.E2E_DEV === "1";

export default defineConfig({
  testDir: "tests/e2e",
  testMatch: "**/*.spec.ts",
  outputDir: "test-results/e2e",
  // One app, one database: specs run one after another.
  workers: 1,
  fullyParallel: false,
  // A test that passes only on a second try is a failure to fix, in CI as everywhere.
  retries: 0,
  forbidOnly: ci,
  timeout: devMode ? 120_000 : 30_000,
  expect: { timeout: devMode ? 20_000 : 7_000 },
  reporter: [
    ["list"],
    ["json", { outputFile: "test-results/playwright.json" }],
    ["html", { open: "never", outputFolder: "playwright-report" }],
  ],
  use: {
    baseURL: E2E_BASE_URL,
    locale: "pt-BR",
    timezoneId: "America/Sao_Paulo",
    screenshot: "only-on-failure",
    // Each fresh context would install the worker and download its whole precache; and a page it
    // controls hides its requests from page.route. tests/e2e/pwa.spec.ts turns it back on.
    serviceWorkers: "block",
    trace: ci ? "retain-on-failure" : "off",
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
      args: [
        "--no-sandbox",
        "--disable-gpu",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
        "--disable-quic",
        "--no-first-run",
      ],
    },
  },
  projects: [{ name: "chromium", use: { ...devices["Desktop Chrome"] } }],
  webServer: {
    command: "npx tsx tests/e2e/server.ts",
    url: `${E2E_BASE_URL}/api/v1/health`,
    // `next dev` compiles on first request; the production build answers in seconds.
    timeout: devMode ? 240_000 : 120_000,
    // Locally, a server already started with `npx tsx tests/e2e/server.ts` is reused.
    reuseExistingServer: !ci,
    stdout: "pipe",
    stderr: "pipe",
    gracefulShutdown: { signal: "SIGTERM", timeout: 15_000 },
    env: { E2E_PORT: String(E2E_PORT) },
  },
});
