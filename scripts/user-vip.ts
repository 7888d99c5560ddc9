/**
 * `npm run user:vip -- <email> [--off]`: grants (or with --off revokes) vipAccess, which bypasses
 * the subscription requirement. Uses DATABASE_URL; without it, the embedded database of
 * `npm run dev` (.data/pglite), through the running dev server's socket when it is up.
 */
import { eq, sql } from "drizzle-orm";
import { drizzle } from "drizzle-orm/node-postgres";
import { Pool } from "pg";
import { users } from "@/db/schema";
import { embeddedDataDir } from "@/lib/server/embedded-db";
import { loadEnv } from "./load-env";
import { prepareDatabase } from "./prepare-database";

async function main() {
  const args = process.argv.slice(2);
  const off = args.includes("--off");
  const email = args.find((arg) => !arg.startsWith("--"))?.trim().toLowerCase();
  if (!email) {
    console.error("Uso: npm run user:vip -- <email> [--off]");
    process.exit(1);
  }
  const env = await loadEnv();
  const database = await prepareDatabase({
    databaseUrl: env.DATABASE_URL,
    dataDir: embeddedDataDir(),
    seed: false,
    shared: true,
  });
  const pool = new Pool({ connectionString: database.url, max: 1 });
  try {
    const [user] = await drizzle(pool)
      .update(users)
      .set({ vipAccess: !off })
      .where(eq(sql`lower(${users.email})`, email))
      .returning({ email: users.email, vipAccess: users.vipAccess });
    if (!user) {
      console.error(`Nenhuma conta com o e-mail ${email}.`);
      process.exitCode = 1;
    } else {
      console.log(user.vipAccess ? `Acesso VIP concedido a ${user.email}.` : `Acesso VIP removido de ${user.email}.`);
    }
  } finally {
    await pool.end();
    await database.stop();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
