/**
 * `npm run db:seed`: creates the demo account (or restores its login) on DATABASE_URL. With
 * DATABASE_URL unset it seeds the embedded database of `npm run dev` (.data/pglite): through the
 * running dev server's socket when it is up, else by opening the folder itself.
 */
import { embeddedDataDir } from "@/lib/server/embedded-db";
import { loadEnv } from "./load-env";
import { prepareDatabase } from "./prepare-database";

async function main() {
  const env = await loadEnv();
  const database = await prepareDatabase({
    databaseUrl: env.DATABASE_URL,
    dataDir: embeddedDataDir(),
    seed: true,
    shared: true,
  });
  await database.stop();
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
