import { runMigrations } from "@/db/migrate";
import { startEmbeddedDatabase } from "@/lib/embedded-db";

/**
 * Points at DATABASE_URL when given; otherwise starts the embedded PostgreSQL persisted in
 * `dataDir`. Either way the migrations are applied, and the demo account seeded when asked.
 */
export async function prepareDatabase(options: {
  databaseUrl?: string;
  dataDir: string;
  seed: boolean;
}): Promise<{ url: string; stop: () => Promise<void> }> {
  let url = options.databaseUrl;
  let stop = async () => {};
  if (!url) {
    const embedded = await startEmbeddedDatabase({ dataDir: options.dataDir, maxConnections: 16 });
    url = embedded.url;
    stop = () => embedded.stop();
    console.log(`[bolso] banco embutido (PGlite) em ${options.dataDir}`);
  }
  await runMigrations(url);
  if (options.seed) {
    process.env.DATABASE_URL = url;
    const { seedDemoAccount } = await import("@/db/seed");
    const demo = await seedDemoAccount();
    console.log(
      `\n[bolso] conta de demonstração → e-mail: ${demo.email}  senha: ${demo.password}\n`,
    );
  }
  return { url, stop };
}
