import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it, vi } from "vitest";

const globals = globalThis as { bolsoVapid?: unknown };

async function freshKeys(env: Record<string, string | undefined>) {
  vi.resetModules();
  globals.bolsoVapid = undefined;
  for (const [name, value] of Object.entries(env)) vi.stubEnv(name, value);
  const { logger } = await import("@/lib/server/logger");
  const warn = vi.spyOn(logger, "warn").mockImplementation(() => undefined);
  vi.spyOn(logger, "info").mockImplementation(() => undefined);
  const { vapidKeys } = await import("@/server/push/vapid-keys");
  return { vapidKeys, warn };
}

const cwd = process.cwd();
let dir: string | undefined;

afterEach(() => {
  process.chdir(cwd);
  if (dir) rmSync(dir, { recursive: true, force: true });
  dir = undefined;
  vi.unstubAllEnvs();
  vi.restoreAllMocks();
  globals.bolsoVapid = undefined;
});

const none = { VAPID_PUBLIC_KEY: "", VAPID_PRIVATE_KEY: "", VAPID_SUBJECT: "" };

describe("vapidKeys", () => {
  it("turns Web Push off in production without keys, and says so in the log", async () => {
    const { vapidKeys, warn } = await freshKeys({
      ...none,
      NODE_ENV: "production",
      DATABASE_URL: "postgres://localhost/bolso",
      SMTP_URL: "smtp://localhost:25",
      SUPPORT_EMAIL: "suporte@bolso.app",
    });
    expect(await vapidKeys()).toBeNull();
    expect(warn).toHaveBeenCalledWith(expect.stringContaining("notificações no aparelho desligadas"));
  });

  it("generates development's keys once under .data/ and reads them back afterwards", async () => {
    dir = mkdtempSync(path.join(tmpdir(), "bolso-vapid-"));
    process.chdir(dir);
    const first = await (await freshKeys({ ...none, NODE_ENV: "development" })).vapidKeys();
    expect(first?.publicKey).toMatch(/^B[\w-]{86}$/);
    expect(first?.subject).toMatch(/^mailto:/);
    const stored: unknown = JSON.parse(readFileSync(path.join(dir, ".data", "vapid-keys.json"), "utf8"));
    expect(stored).toEqual(first);
    // A restart (a new process) finds the same keys, so browsers' subscriptions stay valid.
    const again = await (await freshKeys({ ...none, NODE_ENV: "development" })).vapidKeys();
    expect(again).toEqual(first);
  });
});
