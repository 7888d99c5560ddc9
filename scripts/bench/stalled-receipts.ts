/**
 * `npm run bench:receipts`: the receipt routes over a real socket, the files in an S3-compatible
 * store (s3rver on loopback), while one person stalls: 50 downloads of a 9.9 MB PDF, each read for
 * one piece and then left, and 20 uploads of 10 MB whose bodies stop after 1 MB. Prints a second
 * person's download and upload times with nothing stalled and during the stall, what the first
 * person's requests got, the RSS the stall added, and when the stalled uploads got their 408.
 *
 * Run with the react-server condition so server/ modules load outside Next:
 * `tsx --conditions=react-server scripts/bench/stalled-receipts.ts`. Env: DATABASE_URL (else embedded).
 */
import http from "node:http";
import type { AddressInfo } from "node:net";
import { Readable } from "node:stream";
import { NextRequest } from "next/server";
import { sql } from "drizzle-orm";
import { startS3Fake } from "../../tests/fakes/s3-server";
import { createTestDatabase } from "../../tests/helpers/test-database";
import { withCleanup } from "./environment";
import { percentile } from "./load";

const DOWNLOADS = 50;
const UPLOADS = 20;
const ROUNDS = 20;
const MB = 1024 * 1024;
const BOUNDARY = "----bolso-bench";

const pdfOf = (bytes: number) => {
  const file = Buffer.alloc(bytes, 0x20);
  file.write("%PDF-1.4\n");
  return file;
};
const partHead = (name: string) =>
  Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="${name}"\r\nContent-Type: application/pdf\r\n\r\n`);

type Route = (req: NextRequest, segment: { params: Promise<Record<string, string>> }) => Promise<Response>;

/** GET /api/v1/attachments/{id} and POST /api/v1/transaction/{id}/attachments, served as `next start` would. */
async function serve(open: Route, upload: Route): Promise<{ url: string; close(): void }> {
  const { pipeToNodeResponse } = await import("next/dist/server/pipe-readable");
  const server = http.createServer((req, res) => {
    const url = new URL(req.url ?? "/", "http://localhost:3000");
    const [, id] = /^\/api\/v1\/(?:attachments|transaction)\/([^/]+)/.exec(url.pathname) ?? [];
    const route = req.method === "POST" ? upload : open;
    const headers = new Headers(Object.entries(req.headers).flatMap(([k, v]) => (typeof v === "string" ? [[k, v] as [string, string]] : [])));
    const body = req.method === "POST" ? (Readable.toWeb(req) as ReadableStream<Uint8Array>) : undefined;
    const init = { method: req.method, headers, body, duplex: "half" } as ConstructorParameters<typeof NextRequest>[1];
    route(new NextRequest(url, init), { params: Promise.resolve({ id: id ?? "" }) })
      .then(async (response) => {
        res.writeHead(response.status, Object.fromEntries(response.headers));
        if (response.body) await pipeToNodeResponse(response.body, res);
        else res.end();
      })
      .catch((error: unknown) => res.destroy(error as Error));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () => {
      server.closeAllConnections();
      server.close();
    },
  };
}

interface Pending {
  /** The status once the answer began; undefined while it waits. */
  status?: number;
  at?: number;
  done: Promise<void>;
  destroy(): void;
}

/** A request that reads one piece of the answer and stops, or sends `body` and then nothing more. */
function stalled(url: string, token: string, body?: Buffer): Pending {
  const started = performance.now();
  const pending: Pending = { done: Promise.resolve(), destroy: () => undefined };
  pending.done = new Promise<void>((resolve) => {
    const req = http.request(url, {
      method: body ? "POST" : "GET",
      headers: { authorization: `Bearer ${token}`, ...(body ? { "content-type": `multipart/form-data; boundary=${BOUNDARY}` } : {}) },
    });
    req.on("response", (res) => {
      pending.status = res.statusCode;
      pending.at = performance.now() - started;
      res.once("data", () => res.pause());
      resolve();
    });
    req.on("error", () => resolve());
    if (body) req.write(body);
    else req.end();
    pending.destroy = () => req.destroy();
  });
  return pending;
}

async function timed(run: () => Promise<Response>): Promise<number> {
  const started = performance.now();
  const res = await run();
  await res.arrayBuffer();
  if (!res.ok) throw new Error(`resposta ${res.status}`);
  return performance.now() - started;
}

const summary = (times: number[]) => {
  const sorted = [...times].sort((a, b) => a - b);
  return `p50 ${percentile(sorted, 50).toFixed(0)} ms, p95 ${percentile(sorted, 95).toFixed(0)} ms, máx ${sorted.at(-1)!.toFixed(0)} ms`;
};

const countStatuses = (all: Pending[]) => {
  const counts: Record<string, number> = {};
  for (const one of all) counts[one.status ?? "esperando"] = (counts[one.status ?? "esperando"] ?? 0) + 1;
  return Object.entries(counts).map(([status, n]) => `${n}× ${status}`).join(", ");
};

async function main() {
  await withCleanup(async (defer) => {
    const database = await createTestDatabase("bench-receipts");
    defer(() => database.dispose());
    const s3 = await startS3Fake();
    defer(() => s3.stop());
    Object.assign(process.env, s3.env, { DATABASE_URL: database.url });
    const { db, getPool } = await import("@/lib/server/db");
    defer(() => getPool().end());
    const { createTestUser } = await import("../../tests/helpers/users");
    const { GET: open } = await import("@/app/api/v1/attachments/[id]/route");
    const { POST: upload } = await import("@/app/api/v1/transaction/[id]/attachments/route");
    const { uploadAttachment } = await import("@/server/attachments/upload-attachment");

    const person = async () => {
      const { user, token } = await createTestUser();
      const [row] = await db
        .execute<{ id: string }>(sql`insert into transactions (user_id, description, valor, transaction_date, transaction_type_id)
          select ${user.id}, 'Compra', 10.00, current_date, id from transaction_types where transaction_type = 'despesa' returning id`)
        .then((r) => r.rows);
      return { userId: user.id, token, transactionId: row!.id };
    };
    const [staller, other] = [await person(), await person()];
    const keep = (who: { userId: string; transactionId: string }, bytes: Buffer) =>
      uploadAttachment(db, who.userId, who.transactionId, () => Promise.resolve({ fileName: "recibo.pdf", bytes }));
    const big = await keep(staller, pdfOf(Math.round(9.9 * MB)));
    const small = await keep(other, pdfOf(200 * 1024));

    const server = await serve(open, upload);
    defer(() => Promise.resolve(server.close()));
    const auth = { authorization: `Bearer ${other.token}` };
    const smallPdf = pdfOf(200 * 1024);
    const otherRound = async () => ({
      download: await timed(() => fetch(`${server.url}/api/v1/attachments/${small.id}`, { headers: auth })),
      upload: await timed(() => {
        const form = new FormData();
        form.set("file", new File([smallPdf], "outro.pdf", { type: "application/pdf" }));
        return fetch(`${server.url}/api/v1/transaction/${other.transactionId}/attachments`, { method: "POST", headers: auth, body: form });
      }),
    });
    const measure = async () => {
      const rounds = [];
      for (let i = 0; i < ROUNDS; i += 1) {
        rounds.push(await otherRound());
        // Ten receipts a transaction: the ones just sent leave again.
        await db.execute(sql`delete from attachments where user_id = ${other.userId} and id <> ${small.id}`);
      }
      return { download: rounds.map((r) => r.download), upload: rounds.map((r) => r.upload) };
    };

    const idle = await measure();
    global.gc?.();
    const rssBefore = process.memoryUsage().rss;
    let rssPeak = rssBefore;
    const sampler = setInterval(() => (rssPeak = Math.max(rssPeak, process.memoryUsage().rss)), 20);
    const stallStarted = performance.now();
    const downloads = Array.from({ length: DOWNLOADS }, () => stalled(`${server.url}/api/v1/attachments/${big.id}`, staller.token));
    const uploadBody = Buffer.concat([partHead("grande.pdf"), pdfOf(MB)]);
    const uploads = Array.from({ length: UPLOADS }, () =>
      stalled(`${server.url}/api/v1/transaction/${staller.transactionId}/attachments`, staller.token, uploadBody),
    );
    const during = await measure();
    const downloadStatuses = countStatuses(downloads);
    const uploadStatuses = countStatuses(uploads);
    // The two uploads reading their bodies are dropped within 30 s (a window of 15 s with too little).
    while (uploads.filter((one) => one.status === 408).length < 2) await new Promise((resolve) => setTimeout(resolve, 100));
    const dropped = uploads.filter((one) => one.status === 408).map((one) => one.at! / 1000);
    clearInterval(sampler);
    for (const one of [...downloads, ...uploads]) one.destroy();

    // Uploads still waiting for a slot go on after the pool is closed: their failures are noise.
    const { logger } = await import("@/lib/server/logger");
    logger.level = "silent";

    const mb = (n: number) => (n / MB).toFixed(1);
    console.log(`[bench:receipts] outra pessoa, ${ROUNDS} vezes cada (200 KB):`);
    console.log(`  download sem nada parado: ${summary(idle.download)}; durante: ${summary(during.download)}`);
    console.log(`  envio sem nada parado:    ${summary(idle.upload)}; durante: ${summary(during.upload)}`);
    console.log(`  ${DOWNLOADS} downloads parados de 9,9 MB: ${downloadStatuses}`);
    console.log(`  ${UPLOADS} envios de 10 MB parados em 1 MB: ${uploadStatuses}; 408 em ${dropped.map((s) => `${s.toFixed(1)} s`).join(" e ")}`);
    console.log(
      `  RSS antes ${mb(rssBefore)} MB, pico durante ${mb(rssPeak)} MB (+${mb(rssPeak - rssBefore)} MB) em ${((performance.now() - stallStarted) / 1000).toFixed(1)} s`,
    );
  });
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
