/**
 * `npm run db:seed`: creates the demo account (or restores its login) on DATABASE_URL. With
 * DATABASE_URL unset it seeds the embedded database of `npm run dev` (.data/pglite); stop the
 * dev server first, since only one process can open that folder.
 */
import path from "node:path";
import { loadEnv } from "./load-env";
import { prepareDatabase } from "./prepare-database";

async function main() {
  const env = await loadEnv();
  const database = await prepareDatabase({
    databaseUrl: env.DATABASE_URL,
    dataDir: path.join(process.cwd(), ".data", "pglite"),
    seed: true,
  });
  await database.stop();
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
