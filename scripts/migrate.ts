/** `npm run db:migrate`: applies pending migrations to DATABASE_URL (safe to run concurrently). */
import { runMigrations } from "@/db/migrate";
import { loadEnv } from "./load-env";

async function main() {
  const env = await loadEnv();
  if (!env.DATABASE_URL) {
    console.error("DATABASE_URL não definida: informe o PostgreSQL a migrar.");
    process.exit(1);
  }
  await runMigrations(env.DATABASE_URL);
  console.log("[bolso] migrações aplicadas");
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
