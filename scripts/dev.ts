/**
 * `npm run dev`: with DATABASE_URL unset, starts the embedded PostgreSQL (PGlite, data in .data/),
 * applies migrations, seeds the demo account and starts Next.js pointed at it.
 */
import { spawn } from "node:child_process";
import { createRequire } from "node:module";
import { embeddedDataDir } from "@/lib/server/embedded-db";
import { loadEnv } from "./load-env";
import { prepareDatabase } from "./prepare-database";

async function main() {
  const args = process.argv.slice(2);
  const env = await loadEnv();
  const { url, stop } = await prepareDatabase({
    databaseUrl: env.DATABASE_URL,
    dataDir: embeddedDataDir(),
    seed: true,
  });
  const child = spawn(
    process.execPath,
    [
      createRequire(import.meta.url).resolve("next/dist/bin/next"),
      "dev",
      "--port",
      String(env.PORT),
      ...args,
    ],
    {
      stdio: "inherit",
      env: {
        ...process.env,
        DATABASE_URL: url,
        // The embedded server multiplexes one PostgreSQL session: one connection keeps each
        // transaction's statements together.
        ...(env.DATABASE_URL ? {} : { DATABASE_POOL_MAX: "1" }),
      },
    },
  );
  const shutdown = async (code: number) => {
    await stop();
    process.exit(code);
  };
  for (const signal of ["SIGINT", "SIGTERM"] as const) {
    process.on(signal, () => {
      child.kill(signal);
    });
  }
  child.on("exit", (code) => void shutdown(code ?? 0));
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
