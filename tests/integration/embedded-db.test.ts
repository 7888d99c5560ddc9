import { execFile, spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { Client } from "pg";
import { afterAll, describe, expect, it } from "vitest";
import { runMigrations } from "@/db/migrate";
import { serverRecordFile, startEmbeddedDatabase } from "@/lib/server/embedded-db";

const run = promisify(execFile);

async function withClient<T>(url: string, work: (client: Client) => Promise<T>): Promise<T> {
  const client = new Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/** Runs one of the npm scripts as its own process, on the embedded database in `dataDir`. */
async function script(name: string, dataDir: string, ...args: string[]) {
  const env: NodeJS.ProcessEnv = { ...process.env, PGLITE_DATA_DIR: dataDir, NODE_ENV: "development" };
  delete env.DATABASE_URL;
  try {
    const { stdout, stderr } = await run(process.execPath, ["--import", "tsx", `scripts/${name}.ts`, ...args], { env });
    return { code: 0, out: stdout + stderr };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, out: failed.stdout + failed.stderr };
  }
}

const folders: string[] = [];
function tempFolder(): string {
  const parent = fs.mkdtempSync(path.join(os.tmpdir(), "bolso-pglite-"));
  folders.push(parent);
  return path.join(parent, "pglite");
}

afterAll(() => {
  for (const folder of folders) fs.rmSync(folder, { recursive: true, force: true });
});

describe("embedded database (npm run dev without DATABASE_URL)", () => {
  it("keeps data written before a stop when it starts again on the same folder, even after a crash", async () => {
    const dataDir = tempFolder();
    const first = await startEmbeddedDatabase({ dataDir });
    try {
      await runMigrations(first.url);
      await withClient(first.url, (client) =>
        client.query(
          `insert into users (name, email, password_hash) values ('Persistente', 'persiste@exemplo.com.br', 'x')`,
        ),
      );
    } finally {
      await first.stop();
    }
    expect(fs.existsSync(serverRecordFile(dataDir))).toBe(false);

    // A holder that died without cleaning up does not keep the folder.
    const dead = spawnSync(process.execPath, ["-e", ""]).pid;
    fs.writeFileSync(serverRecordFile(dataDir), JSON.stringify({ pid: dead, url: "postgres://postgres@127.0.0.1:9/postgres" }));
    const second = await startEmbeddedDatabase({ dataDir });
    try {
      expect(JSON.parse(fs.readFileSync(serverRecordFile(dataDir), "utf8"))).toEqual({ pid: process.pid, url: second.url });
      // Already migrated: nothing to apply, and the row is still there.
      await runMigrations(second.url);
      const rows = await withClient(second.url, (client) =>
        client.query<{ name: string }>(
          "select name from users where email = 'persiste@exemplo.com.br'",
        ),
      );
      expect(rows.rows).toEqual([{ name: "Persistente" }]);
    } finally {
      await second.stop();
    }
  }, 120_000);

  describe("one writer while the dev server holds the folder", () => {
    const dataDir = tempFolder();
    let running: Awaited<ReturnType<typeof startEmbeddedDatabase>>;

    afterAll(async () => {
      await running?.stop();
    });

    it("refuses a second open of the folder with a pt-BR message", async () => {
      running = await startEmbeddedDatabase({ dataDir });
      await expect(startEmbeddedDatabase({ dataDir })).rejects.toThrow(
        `O banco embutido em ${dataDir} já está aberto pelo processo ${process.pid}`,
      );
      // The running server is unharmed.
      expect((await withClient(running.url, (client) => client.query("select 1 as one"))).rows).toEqual([{ one: 1 }]);
    }, 120_000);

    it("db:migrate, db:seed and user:vip work through the running server, which sees every change", async () => {
      const migrate = await script("migrate", dataDir);
      expect(migrate.out).toContain("usando o servidor que já está rodando");
      expect(migrate).toMatchObject({ code: 0 });
      const tables = await withClient(running.url, (client) =>
        client.query("select 1 from information_schema.tables where table_name = 'users'"),
      );
      expect(tables.rowCount).toBe(1);

      const seed = await script("seed", dataDir);
      expect(seed).toMatchObject({ code: 0 });
      expect(seed.out).toContain("usando o servidor que já está rodando");
      const demo = await withClient(running.url, (client) =>
        client.query<{ email: string; vip: boolean }>(
          "select email, vip_access as vip from users where email like 'demo%' limit 1",
        ),
      );
      expect(demo.rowCount).toBe(1);

      const email = demo.rows[0]?.email ?? "";
      const vip = await script("user-vip", dataDir, email);
      expect(vip).toMatchObject({ code: 0 });
      expect(vip.out).toContain(`Acesso VIP concedido a ${email}.`);
      const after = await withClient(running.url, (client) =>
        client.query<{ vip: boolean }>("select vip_access as vip from users where email = $1", [email]),
      );
      expect(after.rows).toEqual([{ vip: true }]);
    }, 180_000);
  });

  it("a script fails with a pt-BR message when the holder cannot be reached, and opens nothing", async () => {
    const dataDir = tempFolder();
    fs.mkdirSync(path.dirname(dataDir), { recursive: true });
    // A live holder (this test process) whose socket answers nothing.
    fs.writeFileSync(serverRecordFile(dataDir), JSON.stringify({ pid: process.pid, url: "postgres://postgres@127.0.0.1:9/postgres" }));
    const vip = await script("user-vip", dataDir, "alguem@exemplo.com.br");
    expect(vip.code).toBe(1);
    expect(vip.out).toContain(`O banco embutido em ${dataDir} está aberto pelo processo ${process.pid}, mas ele não respondeu`);
    expect(fs.existsSync(dataDir)).toBe(false);
  }, 60_000);
});
