/** `npm run db:migrate`: applies pending migrations to DATABASE_URL (safe to run concurrently). */
import { runMigrations } from "@/db/migrate";
import { parseEnv } from "@/lib/env";

const env = parseEnv(process.env);
if (!env.DATABASE_URL) {
  console.error("DATABASE_URL não definida: informe o PostgreSQL a migrar.");
  process.exit(1);
}
await runMigrations(env.DATABASE_URL);
console.log("[bolso] migrações aplicadas");
