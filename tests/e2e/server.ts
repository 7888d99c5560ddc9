/**
 * The e2e web server (Playwright's `webServer`): a throwaway database, the SMTP catcher with a
 * loopback HTTP view of its mail, the fake Stripe server, the Pluggy stand-in (bank connection on,
 * with the stand-in widget, as `npm run dev:bank` runs it), an S3-compatible store for receipts, and the app itself —
 * `next start` on the production build, or `next dev` with E2E_DEV=1.
 */
import { spawn } from "node:child_process";
import fs from "node:fs";
import http from "node:http";
import type { AddressInfo } from "node:net";
import { createRequire } from "node:module";
import path from "node:path";
import { startSmtpCatcher } from "../fakes/smtp-catcher";
import type { SmtpCatcher } from "../fakes/smtp-catcher";
import { createTestDatabase } from "../helpers/test-database";
import { startStripeServer } from "../fakes/stripe-server";
import { startFakePluggy } from "../fakes/pluggy-server";
import { startS3Fake } from "../fakes/s3-server";
import { E2E_BASE_URL, E2E_PORT, E2E_STATE_FILE, writeE2EState } from "./state";

const devMode = process.env.E2E_DEV === "1";
const distDir = process.env.NEXT_DIST_DIR ?? (devMode ? ".next-e2e" : ".next");

async function main() {
  if (!devMode && !fs.existsSync(path.join(distDir, "BUILD_ID"))) {
    throw new Error(
      `e2e: não há build em ${distDir}/ — rode \`NEXT_DIST_DIR=${distDir} npm run build\` ou use E2E_DEV=1`,
    );
  }
  const database = await createTestDatabase("e2e");
  const catcher = await startSmtpCatcher();
  const mail = await startMailEndpoint(catcher);
  const stripe = await startStripeServer({ webhookUrl: `${E2E_BASE_URL}/api/v1/stripe/webhook` });
  const pluggy = await startFakePluggy();
  // Production keeps receipts only in S3: the app runs against s3rver, as it would against MinIO.
  const s3 = await startS3Fake();

  writeE2EState({
    baseURL: E2E_BASE_URL,
    databaseUrl: database.url,
    databaseKind: database.kind,
    mailUrl: mail.url,
    stripeUrl: stripe.url,
    pluggyUrl: pluggy.url,
  });
  console.log(`[e2e] banco ${database.kind}, e-mail em ${mail.url}, estado em ${E2E_STATE_FILE}`);

  const next = createRequire(path.join(process.cwd(), "package.json")).resolve(
    "next/dist/bin/next",
  );
  const app = spawn(
    process.execPath,
    [next, devMode ? "dev" : "start", "--port", String(E2E_PORT), "--hostname", "127.0.0.1"],
    {
      stdio: "inherit",
      env: {
        ...process.env,
        ...stripe.env,
        // PLUGGY_API_URL, PLUGGY_CLIENT_ID, PLUGGY_CLIENT_SECRET: the SDK and the widget's stand-in.
        ...pluggy.env,
        PLUGGY_WEBHOOK_SECRET: "e2e-pluggy-webhook-secret",
        // Production keeps webhook secrets only encrypted, under this key.
        WEBHOOKS_SECRET_KEY: "e2e-webhook-secrets-key-0123456789abcdef",
        ...s3.env,
        NEXT_DIST_DIR: distDir,
        NODE_ENV: devMode ? "development" : "production",
        PORT: String(E2E_PORT),
        APP_URL: E2E_BASE_URL,
        DATABASE_URL: database.url,
        // The embedded server multiplexes one PostgreSQL session: one connection keeps each
        // transaction's statements together.
        DATABASE_POOL_MAX: database.kind === "embedded" ? "1" : "5",
        SMTP_URL: catcher.url,
        MAIL_FROM: "Bolso <nao-responda@bolso.app>",
        SUPPORT_EMAIL: "suporte@bolso.app",
        NEXT_TELEMETRY_DISABLED: "1",
        // Queued jobs (the bank syncs) are worked, but no daily schedule is kept: a run landing at
        // 08:00 would drop digests into the catcher that tests read.
        RUN_SCHEDULER: "jobs",
      },
    },
  );

  let stopping = false;
  const shutdown = async (code: number) => {
    if (stopping) return;
    stopping = true;
    if (app.exitCode === null) {
      app.kill("SIGTERM");
      await new Promise((resolve) => app.once("exit", resolve));
    }
    await Promise.allSettled([mail.stop(), catcher.stop(), stripe.stop(), pluggy.stop(), s3.stop(), database.dispose()]);
    fs.rmSync(E2E_STATE_FILE, { force: true });
    process.exit(code);
  };
  for (const signal of ["SIGINT", "SIGTERM"] as const) process.on(signal, () => void shutdown(0));
  app.on("exit", (code) => void shutdown(code ?? 1));
}

/**
 * GET /mail?to=x → every message to x (all when omitted); GET /mail/next?to=x&timeoutMs=n → the
 * oldest message to x not yet taken, waiting for it; DELETE /mail → forget everything.
 */
async function startMailEndpoint(catcher: SmtpCatcher) {
  const server = http.createServer((req, res) => {
    const url = new URL(req.url ?? "/", "http://127.0.0.1");
    const to = url.searchParams.get("to")?.toLowerCase() ?? null;
    const send = (status: number, body: unknown) => {
      res.writeHead(status, { "content-type": "application/json" });
      res.end(JSON.stringify(body));
    };
    if (req.method === "GET" && url.pathname === "/mail") {
      return send(
        200,
        catcher.messages.filter((m) => !to || m.to.includes(to)),
      );
    }
    if (req.method === "GET" && url.pathname === "/mail/next" && to) {
      const timeoutMs = Number(url.searchParams.get("timeoutMs") ?? 10_000);
      catcher.waitForMail(to, { timeoutMs }).then(
        (message) => send(200, message),
        (error: Error) => send(504, { message: error.message }),
      );
      return;
    }
    if (req.method === "DELETE" && url.pathname === "/mail") {
      catcher.messages.length = 0;
      return send(200, { ok: true });
    }
    send(404, { message: "not found" });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
