import fs from "node:fs";
import path from "node:path";
import type { PGlite } from "@electric-sql/pglite";
import { Client } from "pg";
import { EMBEDDED_APPLICATION_NAME } from "@/lib/embedded-marker";

export interface EmbeddedDatabase {
  url: string;
  stop(): Promise<void>;
}

/** Who holds a data folder: written beside it while a process has it open. */
interface ServerRecord {
  pid: number;
  /** The holder's socket, once it listens. */
  url: string | null;
}

/** The folder `npm run dev` keeps its data in (PGLITE_DATA_DIR moves it). */
export function embeddedDataDir(): string {
  return path.resolve(process.env.PGLITE_DATA_DIR || path.join(process.cwd(), ".data", "pglite"));
}

/** Beside the folder, not inside it: PGlite owns what is inside. */
export function serverRecordFile(dataDir: string): string {
  return `${path.resolve(dataDir)}.server.json`;
}

/** The folder is held by a live process: PGlite must never open it a second time. */
export class EmbeddedDatabaseBusyError extends Error {
  constructor(dataDir: string, pid: number) {
    super(
      `O banco embutido em ${dataDir} já está aberto pelo processo ${pid} (npm run dev ou npm start). ` +
        "Só um processo pode abrir essa pasta: pare esse processo ou use DATABASE_URL. " +
        `Se nenhum estiver rodando, apague ${serverRecordFile(dataDir)}.`,
    );
    this.name = "EmbeddedDatabaseBusyError";
  }
}

/**
 * Starts PGlite (PostgreSQL in WebAssembly) behind a PostgreSQL wire-protocol socket, so the app
 * talks to it through `pg` and DATABASE_URL like any other server. `dataDir` undefined = in memory.
 * A folder is opened by one process at a time: a second start refuses with EmbeddedDatabaseBusyError.
 */
export async function startEmbeddedDatabase(options: {
  dataDir?: string;
  port?: number;
  maxConnections?: number;
}): Promise<EmbeddedDatabase> {
  const dataDir = options.dataDir ? path.resolve(options.dataDir) : undefined;
  const release = dataDir ? claimFolder(dataDir) : () => {};
  let pglite: PGlite | undefined;
  try {
    // Loaded only here: the Docker image bundles the scripts without PGlite, and never needs it.
    const [{ PGlite }, { PGLiteSocketServer }, { pg_trgm }, { btree_gin }] = await Promise.all([
      import("@electric-sql/pglite"),
      import("@electric-sql/pglite-socket"),
      import("@electric-sql/pglite/contrib/pg_trgm"),
      import("@electric-sql/pglite/contrib/btree_gin"),
    ]);
    if (dataDir) fs.mkdirSync(dataDir, { recursive: true });
    // Contrib extensions ship with the WebAssembly build but must be offered here before CREATE EXTENSION.
    pglite = await PGlite.create({
      ...(dataDir ? { dataDir } : {}),
      extensions: { pg_trgm, btree_gin },
    });
    const server = new PGLiteSocketServer({
      db: pglite,
      host: "127.0.0.1",
      port: options.port ?? 0,
      maxConnections: options.maxConnections ?? 16,
    });
    await server.start();
    const url = `postgres://postgres:postgres@${server.getServerConn()}/postgres?sslmode=disable&application_name=${EMBEDDED_APPLICATION_NAME}`;
    if (dataDir) writeRecord(dataDir, { pid: process.pid, url });
    const db = pglite;
    return {
      url,
      async stop() {
        await server.stop();
        await db.close();
        release();
      },
    };
  } catch (error) {
    await pglite?.close().catch(() => undefined);
    release();
    throw error;
  }
}

/**
 * For the scripts (seed, VIP, migrations): the server already running on `dataDir` when there is
 * one, reached through its socket, else a server of their own. Never a second PGlite on the folder:
 * a holder that cannot be reached is an error with a pt-BR message.
 */
export async function openEmbeddedDatabase(
  dataDir: string,
  options: { maxConnections?: number } = {},
): Promise<EmbeddedDatabase & { shared: boolean }> {
  const running = await runningServerUrl(path.resolve(dataDir));
  if (running) return { url: running, shared: true, stop: async () => {} };
  try {
    return {
      ...(await startEmbeddedDatabase({ dataDir, maxConnections: options.maxConnections })),
      shared: false,
    };
  } catch (error) {
    // Another process took the folder between the two steps: use it like any running server.
    if (error instanceof EmbeddedDatabaseBusyError) {
      const url = await runningServerUrl(path.resolve(dataDir));
      if (url) return { url, shared: true, stop: async () => {} };
    }
    throw error;
  }
}

/** How long a starting holder may take to publish its socket. */
const PUBLISH_WAIT_MS = 15_000;

/** The socket of the live process holding `dataDir`, or null when no live process holds it. */
async function runningServerUrl(dataDir: string): Promise<string | null> {
  const deadline = Date.now() + PUBLISH_WAIT_MS;
  let record = readRecord(dataDir);
  while (record && isAlive(record.pid) && !record.url && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 250));
    record = readRecord(dataDir);
  }
  if (!record || !isAlive(record.pid)) return null;
  if (record.url && (await answers(record.url))) return record.url;
  throw new Error(
    `O banco embutido em ${dataDir} está aberto pelo processo ${record.pid}, mas ele não respondeu` +
      `${record.url ? ` em ${record.url}` : ""}. Ele não pode ser aberto uma segunda vez: espere o ` +
      `servidor terminar de subir ou pare esse processo e tente de novo (se ele não existir mais, apague ${serverRecordFile(dataDir)}).`,
  );
}

/**
 * Takes the folder for this process (an exclusive create of the record file), or throws
 * EmbeddedDatabaseBusyError when a live process has it. A record left by a dead process is stale.
 */
function claimFolder(dataDir: string): () => void {
  const file = serverRecordFile(dataDir);
  fs.mkdirSync(path.dirname(file), { recursive: true });
  for (let attempt = 0; attempt < 3; attempt += 1) {
    try {
      fs.writeFileSync(
        file,
        JSON.stringify({ pid: process.pid, url: null } satisfies ServerRecord),
        { flag: "wx" },
      );
      return () => {
        if (readRecord(dataDir)?.pid === process.pid) fs.rmSync(file, { force: true });
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
      const holder = readRecord(dataDir);
      if (holder && isAlive(holder.pid)) throw new EmbeddedDatabaseBusyError(dataDir, holder.pid);
      fs.rmSync(file, { force: true });
    }
  }
  throw new EmbeddedDatabaseBusyError(dataDir, readRecord(dataDir)?.pid ?? 0);
}

function writeRecord(dataDir: string, record: ServerRecord): void {
  const file = serverRecordFile(dataDir);
  const temporary = `${file}.${process.pid}.tmp`;
  fs.writeFileSync(temporary, JSON.stringify(record));
  fs.renameSync(temporary, file);
}

function readRecord(dataDir: string): ServerRecord | null {
  try {
    const parsed = JSON.parse(
      fs.readFileSync(serverRecordFile(dataDir), "utf8"),
    ) as Partial<ServerRecord>;
    if (!Number.isInteger(parsed.pid)) return null;
    return { pid: parsed.pid as number, url: typeof parsed.url === "string" ? parsed.url : null };
  } catch {
    return null;
  }
}

function isAlive(pid: number): boolean {
  if (pid <= 0) return false;
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: it exists, it is just not ours to signal.
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}

async function answers(url: string): Promise<boolean> {
  const client = new Client({ connectionString: url, connectionTimeoutMillis: 3_000 });
  try {
    await client.connect();
    await client.query("select 1");
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => undefined);
  }
}
