/**
 * What every measuring script needs: a throwaway database seeded in bulk, the production build
 * (built when missing), `next start` on it, and a logged-in session. With DATABASE_URL a fresh
 * database is created on that server and dropped at the end, so the given one is never touched;
 * without it, an in-memory embedded PostgreSQL is used.
 */
import { spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { Client } from "pg";
import { createTestDatabase, type TestDatabase } from "../../tests/helpers/test-database";

export { SESSION_COOKIE } from "@/lib/session-cookie";

export interface BenchServer {
  baseUrl: string;
  database: TestDatabase;
  stop(): Promise<void>;
}

export const distDir = process.env.NEXT_DIST_DIR ?? ".next";

const nextBin = () =>
  createRequire(path.join(process.cwd(), "package.json")).resolve("next/dist/bin/next");

const tsxCli = () => createRequire(path.join(process.cwd(), "package.json")).resolve("tsx/cli");

/** Runs `next build` into the dist dir when it holds no build, so there is something to measure. */
export async function ensureBuild(): Promise<void> {
  if (!fs.existsSync(path.join(distDir, "BUILD_ID"))) {
    console.log(`[bench] sem build em ${distDir}/: rodando next build…`);
    const child = spawn(process.execPath, [nextBin(), "build"], {
      stdio: "inherit",
      env: { ...process.env, NEXT_DIST_DIR: distDir, NEXT_TELEMETRY_DISABLED: "1" },
    });
    const code = await new Promise<number | null>((resolve) => child.once("exit", resolve));
    if (code !== 0) throw new Error(`next build falhou (código ${code})`);
    // Measured as served: with the service worker (public/sw.js) the build's pages register.
    const worker = spawn(process.execPath, [tsxCli(), "scripts/build-service-worker.ts"], {
      stdio: "inherit",
      env: { ...process.env, NEXT_DIST_DIR: distDir },
    });
    const workerCode = await new Promise<number | null>((resolve) => worker.once("exit", resolve));
    if (workerCode !== 0) throw new Error(`build do service worker falhou (código ${workerCode})`);
  }
}

/**
 * A throwaway database, seeded by `seed` through one connection, then vacuumed and analysed: the
 * state autovacuum keeps a live database in (fresh statistics, and a visibility map that lets
 * index-only scans skip the heap), instead of a bulk load autovacuum has not reached yet.
 */
export async function seededDatabase<T>(
  label: string,
  seed: (client: Client) => Promise<T>,
): Promise<{ database: TestDatabase; seeded: T; seedMs: number }> {
  const database = await createTestDatabase(label);
  const client = new Client({ connectionString: database.url });
  await client.connect();
  try {
    const started = performance.now();
    const seeded = await seed(client);
    await client.query("vacuum analyze");
    return { database, seeded, seedMs: performance.now() - started };
  } catch (error) {
    await client.end();
    await database.dispose();
    throw error;
  } finally {
    await client.end().catch(() => {});
  }
}

/** `next start` on the build, against `database`; resolves once health answers 200. */
export async function startServer(database: TestDatabase, port: number): Promise<BenchServer> {
  const baseUrl = `http://127.0.0.1:${port}`;
  const env: NodeJS.ProcessEnv = { ...process.env };
  // Billing off: the measured calls never wait on a payment provider.
  for (const key of [
    "STRIPE_SECRET_KEY",
    "STRIPE_WEBHOOK_SECRET",
    "STRIPE_PRICE_ID",
    "STRIPE_API_BASE",
  ]) {
    delete env[key];
  }
  const logFile = path.join(distDir, "bench-server.log");
  const log = fs.createWriteStream(logFile);
  const child: ChildProcess = spawn(
    process.execPath,
    [nextBin(), "start", "--port", String(port), "--hostname", "127.0.0.1"],
    {
      stdio: ["ignore", "pipe", "pipe"],
      env: {
        ...env,
        NODE_ENV: "production",
        NEXT_DIST_DIR: distDir,
        NEXT_TELEMETRY_DISABLED: "1",
        PORT: String(port),
        APP_URL: baseUrl,
        DATABASE_URL: database.url,
        // The embedded server multiplexes one PostgreSQL session: one connection at a time.
        DATABASE_POOL_MAX:
          database.kind === "embedded" ? "1" : (process.env.DATABASE_POOL_MAX ?? "10"),
        // Read calls send no mail; the production check only wants a well-formed address.
        SMTP_URL: "smtp://127.0.0.1:1",
        SUPPORT_EMAIL: "suporte@bolso.app",
      },
    },
  );
  child.stdout?.pipe(log);
  child.stderr?.pipe(log);
  const exited = new Promise<number | null>((resolve) => child.once("exit", resolve));

  const deadline = Date.now() + 90_000;
  for (;;) {
    if (child.exitCode !== null) {
      throw new Error(`next start saiu com código ${child.exitCode}; veja ${logFile}`);
    }
    const healthy = await fetch(`${baseUrl}/api/v1/health`)
      .then((res) => res.ok)
      .catch(() => false);
    if (healthy) break;
    if (Date.now() > deadline) {
      child.kill("SIGTERM");
      throw new Error(`next start não respondeu em 90 s; veja ${logFile}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }

  return {
    baseUrl,
    database,
    async stop() {
      if (child.exitCode === null) {
        child.kill("SIGTERM");
        await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 10_000))]);
        if (child.exitCode === null) child.kill("SIGKILL");
      }
      log.end();
    },
  };
}

/** Logs in through the API, as a client would; returns the session token. */
export async function logIn(baseUrl: string, email: string, password: string): Promise<string> {
  const res = await fetch(`${baseUrl}/api/v1/auth/login`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ email, password }),
  });
  if (!res.ok) throw new Error(`login falhou: ${res.status} ${await res.text()}`);
  const body = (await res.json()) as { token?: string };
  if (!body.token) throw new Error("login sem token na resposta");
  return body.token;
}

/** The port for the measured server: BENCH_PORT, else a fixed one unlikely to be taken. */
export function benchPort(): number {
  return Number(process.env.BENCH_PORT ?? 3290);
}

/** Runs `body`, then always stops what was started, in reverse order. */
export async function withCleanup<T>(
  body: (defer: (stop: () => Promise<void>) => void) => Promise<T>,
): Promise<T> {
  const stops: (() => Promise<void>)[] = [];
  const stopAll = async () => {
    for (const stop of stops.reverse()) await stop().catch((e: unknown) => console.error(e));
    stops.length = 0;
  };
  const onSignal = () => void stopAll().then(() => process.exit(130));
  process.once("SIGINT", onSignal);
  process.once("SIGTERM", onSignal);
  try {
    return await body((stop) => stops.push(stop));
  } finally {
    process.off("SIGINT", onSignal);
    process.off("SIGTERM", onSignal);
    await stopAll();
  }
}
