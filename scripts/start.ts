/**
 * `npm start`: validates the environment (one line on a bad value), applies pending migrations
 * (advisory lock: several instances may start at once), then serves the production build — the
 * standalone server when the build has one, else `next start`.
 *
 * Outside production (NODE_ENV unset), DATABASE_URL unset means the embedded database of
 * `npm run dev` (.data/pglite), and SMTP_URL unset means a local mail sink printing every message.
 * The Docker image runs this file bundled (dist/start.cjs) with NODE_ENV=production.
 */
import { spawn } from "node:child_process";
import fs from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { runMigrations } from "@/db/migrate";
import { loadEnv } from "./load-env";

interface Service {
  stop(): Promise<void>;
}

async function main() {
  const env = await loadEnv();
  const production = env.NODE_ENV === "production";
  const services: Service[] = [];
  const childEnv: NodeJS.ProcessEnv = { ...process.env, NODE_ENV: "production" };

  if (env.DATABASE_URL) {
    await runMigrations(env.DATABASE_URL);
    console.log("[bolso] migrações aplicadas");
  } else {
    // Only reachable outside production: parseEnv requires DATABASE_URL there.
    const { prepareDatabase } = await import("./prepare-database");
    const database = await prepareDatabase({
      dataDir: path.join(process.cwd(), ".data", "pglite"),
      seed: true,
    });
    services.push(database);
    childEnv.DATABASE_URL = database.url;
    childEnv.DATABASE_POOL_MAX = "1";
  }
  if (!env.SMTP_URL && !production) {
    services.push(await startMailSink(childEnv));
  }
  if (!process.env.SUPPORT_EMAIL && !production) {
    // The server below runs as production, where SUPPORT_EMAIL is required: pass on the default.
    childEnv.SUPPORT_EMAIL = env.SUPPORT_EMAIL;
    console.log(`[bolso] SUPPORT_EMAIL não definida: o contato de suporte publicado é ${env.SUPPORT_EMAIL}`);
  }

  const server = serverCommand(env.PORT);
  const child = spawn(process.execPath, server.args, {
    stdio: "inherit",
    cwd: server.cwd,
    env: { ...childEnv, PORT: String(env.PORT), HOSTNAME: process.env.HOSTNAME ?? "0.0.0.0" },
  });
  for (const signal of ["SIGINT", "SIGTERM"] as const) {
    process.on(signal, () => child.kill(signal));
  }
  child.on("exit", (code) => {
    void Promise.allSettled(services.map((s) => s.stop())).then(() => process.exit(code ?? 0));
  });
}

/** The standalone server when present (Docker image, or a local build), else `next start`. */
function serverCommand(port: number): { args: string[]; cwd: string } {
  const root = process.cwd();
  if (fs.existsSync(path.join(root, "server.js"))) return { args: ["server.js"], cwd: root };
  const distDir = process.env.NEXT_DIST_DIR ?? ".next";
  const standalone = path.join(root, distDir, "standalone");
  if (fs.existsSync(path.join(standalone, "server.js"))) {
    // The standalone server serves static files only from its own copy of them.
    copyIfMissing(path.join(root, distDir, "static"), path.join(standalone, distDir, "static"));
    copyIfMissing(path.join(root, "public"), path.join(standalone, "public"));
    return { args: ["server.js"], cwd: standalone };
  }
  if (!fs.existsSync(path.join(root, distDir, "BUILD_ID"))) {
    console.error(`Sem build em ${distDir}/: rode \`npm run build\` antes de \`npm start\`.`);
    process.exit(1);
  }
  const next = createRequire(path.join(root, "package.json")).resolve("next/dist/bin/next");
  return { args: [next, "start", "--port", String(port)], cwd: root };
}

function copyIfMissing(from: string, to: string) {
  if (fs.existsSync(from) && !fs.existsSync(to)) fs.cpSync(from, to, { recursive: true });
}

/** Without SMTP_URL outside production, mail goes to a loopback sink that prints it. */
async function startMailSink(childEnv: NodeJS.ProcessEnv): Promise<Service> {
  const { startSmtpCatcher } = await import("../tests/fakes/smtp-catcher");
  const catcher = await startSmtpCatcher();
  childEnv.SMTP_URL = catcher.url;
  let shown = 0;
  const timer = setInterval(() => {
    for (const mail of catcher.messages.slice(shown)) {
      console.log(
        `\n──────── e-mail para ${mail.to.join(", ")} ────────\nAssunto: ${mail.subject}\n\n${mail.text.trim()}\n`,
      );
    }
    shown = catcher.messages.length;
  }, 500);
  console.log(`[bolso] SMTP_URL não definida: e-mails serão mostrados aqui (${catcher.url})`);
  return {
    async stop() {
      clearInterval(timer);
      await catcher.stop();
    },
  };
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
