import fs from "node:fs";
import path from "node:path";

/** What the e2e server hands to the specs: where the app, its database and its mail are. */
export interface E2EState {
  baseURL: string;
  databaseUrl: string;
  databaseKind: "postgres" | "embedded";
  /** Loopback HTTP endpoint over the SMTP catcher (see tests/e2e/server.ts). */
  mailUrl: string;
  /** The fake Stripe server (tests/fakes/stripe-server.ts); its /__control/* routes drive it. */
  stripeUrl: string;
  /** The Pluggy stand-in (tests/fakes/pluggy-server.ts); the app's PLUGGY_API_URL points at it. */
  pluggyUrl: string;
}

export const E2E_PORT = Number(process.env.E2E_PORT ?? 3100);
export const E2E_BASE_URL = `http://127.0.0.1:${E2E_PORT}`;

/** Outside test-results/, which Playwright empties when a run starts. */
export const E2E_STATE_FILE = path.join(
  process.cwd(),
  "node_modules",
  ".cache",
  "bolso-e2e",
  `state-${E2E_PORT}.json`,
);

export function writeE2EState(state: E2EState): void {
  fs.mkdirSync(path.dirname(E2E_STATE_FILE), { recursive: true });
  fs.writeFileSync(E2E_STATE_FILE, JSON.stringify(state, null, 2));
}

export function readE2EState(): E2EState {
  try {
    return JSON.parse(fs.readFileSync(E2E_STATE_FILE, "utf8")) as E2EState;
  } catch {
    throw new Error(
      `e2e: ${E2E_STATE_FILE} ausente — o servidor de e2e (tests/e2e/server.ts) não subiu`,
    );
  }
}
