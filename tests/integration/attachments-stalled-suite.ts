// Receipts that no one can starve: stalled downloads and uploads, run once on the S3 store.
import { randomUUID } from "node:crypto";
import { expect, it, vi } from "vitest";
import { NextRequest } from "next/server";
import { eq } from "drizzle-orm";
import { attachments } from "@/db/schema";
import { db } from "@/lib/server/db";
import { AppError } from "@/lib/errors";
import { BYTES_PER_MB } from "@/lib/domain/attachment-limits";
import { GET as openRoute } from "@/app/api/v1/attachments/[id]/route";
import { POST as uploadRoute } from "@/app/api/v1/transaction/[id]/attachments/route";
import { createS3Store } from "@/server/attachments/s3-store";
import { openAttachment } from "@/server/attachments/open-attachment";
import { readAttachmentUpload } from "@/server/attachments/read-attachment-upload";
import { uploadTooSlowMessage } from "@/server/attachments/rate-guarded-body";
import { downloadSlotMessage, receiptDownloads, receiptUploads, uploadSlotMessage } from "@/server/attachments/receipt-slots";
import { uploadAttachment } from "@/server/attachments/upload-attachment";
import { getWhole, serveRoutes, stalledGet, type Answer, type StalledReader } from "../helpers/route-server";
import { open, tinyPdf, upload } from "./attachments-fixtures";
import type { S3Fake } from "../fakes/s3-server";
import { personWithExpense } from "./attachments-suite";
import { expenseBody, post } from "./transactions-fixtures";

/** A 9.9 MB PDF: far more than a socket buffers, so a client that stops reading stalls it. */
const bigPdf = Buffer.alloc(Math.round(9.9 * BYTES_PER_MB), 0x20);
tinyPdf.copy(bigPdf);

const BOUNDARY = "----bolso-lento";

/** A multipart upload whose body the test sends piece by piece (and may never finish). */
function slowUpload(url: string, token: string) {
  let controller!: ReadableStreamDefaultController<Uint8Array>;
  let cancelled = false;
  const body = new ReadableStream<Uint8Array>({
    start: (c) => void (controller = c),
    cancel: () => void (cancelled = true),
  });
  const head = Buffer.from(
    `--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="lento.pdf"\r\nContent-Type: application/pdf\r\n\r\n`,
  );
  const req = new NextRequest(url, {
    method: "POST",
    headers: { authorization: `Bearer ${token}`, "content-type": `multipart/form-data; boundary=${BOUNDARY}` },
    body,
    duplex: "half",
  });
  return {
    req,
    cancelled: () => cancelled,
    /** The part's head and the file's first bytes, then nothing. */
    start(bytes: Uint8Array) {
      controller.enqueue(Buffer.concat([head, bytes]));
    },
    finish(bytes: Uint8Array) {
      controller.enqueue(Buffer.concat([bytes, Buffer.from(`\r\n--${BOUNDARY}--\r\n`)]));
      controller.close();
    },
  };
}

const uploadUrl = (transactionId: string) => `http://localhost:3000/api/v1/transaction/${transactionId}/attachments`;

/** Receipts under people who stall, on the S3 store (run by attachments-s3.test.ts). */
export function describeStalledReceipts(s3env: S3Fake["env"]) {
  it("the S3 store hands an object over with its connection back in the pool: two unread 9.9 MB bodies on a pool of one", async () => {
    const store = createS3Store({
      endpoint: s3env.S3_ENDPOINT,
      region: s3env.S3_REGION,
      bucket: s3env.S3_BUCKET,
      accessKeyId: s3env.S3_ACCESS_KEY_ID,
      secretAccessKey: s3env.S3_SECRET_ACCESS_KEY,
      limits: { maxSockets: 1 },
    });
    const key = `${randomUUID()}/${randomUUID()}/${randomUUID()}`;
    await store.put(key, bigPdf, "application/pdf");
    // Neither body is read yet; a body still streaming from the bucket would keep the one connection.
    const first = await store.get(key);
    const second = await store.get(key);
    await store.put(`${key}-b`, tinyPdf, "application/pdf");
    for (const body of [first!, second!]) expect(Buffer.compare(Buffer.from(await new Response(body).arrayBuffer()), bigPdf)).toBe(0);
    await store.deletePrefix(key.split("/")[0]!);
  });

  it("50 downloads by one person who stops reading: two held, ten waiting, 38 refused with 429; another person downloads and uploads meanwhile", async () => {
    const heavy = await personWithExpense();
    const other = await personWithExpense();
    const big = await upload(heavy.token, heavy.transactionId, bigPdf, "grande.pdf");
    const small = await upload(other.token, other.transactionId, tinyPdf, "recibo.pdf");
    expect([big.status, small.status]).toEqual([201, 201]);
    const bigPath = `/api/v1/attachments/${big.body.id}`;
    const smallPath = `/api/v1/attachments/${small.body.id}`;
    const server = await serveRoutes({
      [bigPath]: (req) => openRoute(req, { params: Promise.resolve({ id: big.body.id }) }),
      [smallPath]: (req) => openRoute(req, { params: Promise.resolve({ id: small.body.id }) }),
    });
    const stalled: StalledReader[] = [];
    try {
      stalled.push(...(await Promise.all([stalledGet(server, bigPath, heavy.token), stalledGet(server, bigPath, heavy.token)])));
      expect(stalled.map((reader) => reader.status)).toEqual([200, 200]);
      expect(receiptDownloads.held(heavy.user.id)).toBe(2);

      const answered: Answer[] = [];
      const rest = Array.from({ length: 48 }, () => getWhole(server, bigPath, heavy.token).then((answer) => (answered.push(answer), answer)));
      await vi.waitFor(() => expect(answered).toHaveLength(38), { timeout: 10_000 });
      for (const answer of answered) {
        expect(answer.status).toBe(429);
        expect(answer.headers["retry-after"]).toBe("30");
        expect(JSON.parse(answer.text)).toEqual({ message: downloadSlotMessage, code: "too_many_requests" });
      }

      // While the two stall and ten wait, another person's receipts come and go as usual.
      const theirs = await getWhole(server, smallPath, other.token);
      expect(theirs.status).toBe(200);
      expect(theirs.text).toBe(tinyPdf.toString("latin1"));
      const sent = await upload(other.token, other.transactionId, tinyPdf, "outro.pdf");
      expect(sent.status).toBe(201);
      expect(answered).toHaveLength(38);

      // The stalled clients leave: the ten waiting downloads are served, two at a time, whole.
      await Promise.all(stalled.splice(0).map((reader) => reader.destroy()));
      const served = (await Promise.all(rest)).filter((answer) => answer.status === 200);
      expect(served).toHaveLength(10);
      for (const answer of served) expect(answer.text.length).toBe(bigPdf.length);
      await vi.waitFor(() => expect(receiptDownloads.held(heavy.user.id)).toBe(0), { timeout: 10_000 });
    } finally {
      await Promise.all(stalled.map((reader) => reader.destroy()));
      await server.close().catch(() => undefined);
    }
  }, 60_000);

  it("a download nobody reads is ended after its idle time, and its slot is free again", async () => {
    const { user, token, transactionId } = await personWithExpense();
    const big = await upload(token, transactionId, bigPdf, "grande.pdf");
    const res = await openAttachment(db, user.id, big.body.id, { idleMs: 50 });
    expect(receiptDownloads.held(user.id)).toBe(1);
    const reader = res.body!.getReader();
    expect((await reader.read()).done).toBe(false);
    await expect(reader.closed).rejects.toThrow(/no read within 50 ms/);
    expect(receiptDownloads.held(user.id)).toBe(0);
    expect((await open(token, big.body.id)).status).toBe(200);
  });

  it("two stalled uploads by one person: more wait or get a 429; another person uploads and downloads; the stalled ones finish", async () => {
    const heavy = await personWithExpense();
    const other = await personWithExpense();
    const second = await post(expenseBody(heavy.refs, heavy.types), heavy.token);
    const kept = await upload(other.token, other.transactionId, tinyPdf, "recibo.pdf");
    const slow = [slowUpload(uploadUrl(heavy.transactionId), heavy.token), slowUpload(uploadUrl(heavy.transactionId), heavy.token)];
    const pending = slow.map((one) => uploadRoute(one.req, { params: Promise.resolve({ id: heavy.transactionId }) }));
    // More than a window's minimum (240 KB in 15 s) arrives first: the two stall, but are not yet too slow.
    for (const one of slow) one.start(bigPdf.subarray(0, 512 * 1024));
    await vi.waitFor(() => expect(receiptUploads.held(heavy.user.id)).toBe(2), { timeout: 10_000 });

    // Ten more wait their turn (on another of the person's transactions); the eleventh is refused at once.
    const answered: Awaited<ReturnType<typeof upload>>[] = [];
    const more = Array.from({ length: 11 }, (_, i) =>
      upload(heavy.token, second.body._id, tinyPdf, `r${i}.pdf`).then((res) => (answered.push(res), res)),
    );
    await vi.waitFor(() => expect(answered).toHaveLength(1), { timeout: 10_000 });
    const [refused] = answered;
    expect(refused!.status).toBe(429);
    expect(refused!.body).toEqual({ message: uploadSlotMessage, code: "too_many_requests" });
    expect(refused!.headers.get("retry-after")).toBe("30");

    const theirs = await upload(other.token, other.transactionId, tinyPdf, "outro.pdf");
    expect(theirs.status).toBe(201);
    expect((await open(other.token, kept.body.id)).status).toBe(200);

    for (const one of slow) one.finish(bigPdf.subarray(512 * 1024));
    expect((await Promise.all(pending)).map((res) => res.status)).toEqual([201, 201]);
    expect((await Promise.all(more)).map((res) => res.status).sort()).toEqual([...Array<number>(10).fill(201), 429]);
    expect(answered).toHaveLength(11);
    expect(receiptUploads.held(heavy.user.id)).toBe(0);
  }, 60_000);

  it("an upload whose body stops arriving is dropped with a 408, keeps nothing, and gives its slot back", async () => {
    const { user, token, transactionId } = await personWithExpense();
    const slow = slowUpload(uploadUrl(transactionId), token);
    slow.start(bigPdf.subarray(0, 64 * 1024));
    const error = await uploadAttachment(db, user.id, transactionId, () =>
      readAttachmentUpload(slow.req, { windowMs: 50, minBytesPerWindow: 1024 }),
    ).then(
      () => null,
      (reason: unknown) => reason,
    );
    expect(error).toBeInstanceOf(AppError);
    expect([(error as AppError).status, (error as AppError).message]).toEqual([408, uploadTooSlowMessage]);
    expect((error as AppError).headers).toEqual({ Connection: "close" });
    expect(slow.cancelled()).toBe(true);
    expect(receiptUploads.held(user.id)).toBe(0);
    expect(await db.select().from(attachments).where(eq(attachments.transactionId, transactionId))).toEqual([]);
  });
}
