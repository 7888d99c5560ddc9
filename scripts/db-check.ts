/**
 * `npm run db:check`: fails when drizzle-kit's view of the migrations has drifted from
 * db/schema.ts. `drizzle-kit check` validates the snapshot chain, then `drizzle-kit generate` runs
 * on a copy of db/migrations and must write nothing: a file there means the schema changed
 * without its migration (run `npm run db:generate`) or the snapshots are stale.
 */
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";

const MIGRATIONS = path.join("db", "migrations");

/** Runs drizzle-kit and returns what it printed; throws on a failure. */
function drizzleKit(args: string[]): string {
  const result = spawnSync("npx", ["--no-install", "drizzle-kit", ...args], { encoding: "utf8" });
  const output = `${result.stdout}${result.stderr}`;
  process.stdout.write(output);
  if (result.status !== 0) throw new Error(`drizzle-kit ${args[0]} falhou`);
  return output;
}

function filesUnder(dir: string): string[] {
  return fs.readdirSync(dir, { recursive: true, encoding: "utf8" }).sort();
}

const copy = fs.mkdtempSync(path.join(os.tmpdir(), "bolso-db-check-"));
try {
  drizzleKit(["check"]);
  fs.cpSync(MIGRATIONS, copy, { recursive: true });
  const before = new Set(filesUnder(copy));
  // drizzle-kit prefixes "./" to --out, so it takes the copy's path relative to here.
  const out = path.relative(process.cwd(), copy);
  const output = drizzleKit([
    "generate",
    "--dialect",
    "postgresql",
    "--schema",
    "./db/schema.ts",
    "--out",
    out,
  ]);
  const written = filesUnder(copy).filter((file) => !before.has(file));
  // Some drizzle-kit errors still exit 0, so only its own "nothing to do" line counts as a pass.
  if (written.length > 0 || !output.includes("No schema changes")) {
    const what =
      written.length > 0 ? `escreveria ${written.join(", ")}` : "não confirmou que nada mudou";
    throw new Error(
      `db/schema.ts difere das migrações: drizzle-kit generate ${what}. Rode npm run db:generate e confira o SQL.`,
    );
  }
  console.log("snapshots do drizzle-kit em dia com db/schema.ts");
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
} finally {
  fs.rmSync(copy, { recursive: true, force: true });
}
