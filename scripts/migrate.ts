/**
 * `npm run db:migrate`: applies pending migrations (safe to run concurrently). Uses DATABASE_URL;
 * without it, the embedded database of `npm run dev` (.data/pglite), through the running dev
 * server's socket when it is up.
 */
import { runMigrations } from "@/db/migrate";
import { embeddedDataDir } from "@/lib/server/embedded-db";
import { loadEnv } from "./load-env";
import { prepareDatabase } from "./prepare-database";

async function main() {
  const env = await loadEnv();
  if (env.DATABASE_URL) {
    await runMigrations(env.DATABASE_URL);
  } else {
    // Applies the migrations on the way.
    const database = await prepareDatabase({ dataDir: embeddedDataDir(), seed: false, shared: true });
    await database.stop();
  }
  console.log("[bolso] migrações aplicadas");
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
