// The receipts' behaviour, run once per store (attachments-disk and attachments-s3 test files).
import { describe, expect, it } from "vitest";
import sharp from "sharp";
import { and, eq } from "drizzle-orm";
import { attachmentPurges, attachments, importTransactions } from "@/db/schema";
import { db } from "@/lib/server/db";
import { POST as createInstallments } from "@/app/api/v1/transaction/installment/route";
import { DELETE as deleteTransaction } from "@/app/api/v1/transaction/[id]/route";
import { DELETE as undoImport } from "@/app/api/v1/import/[id]/route";
import { POST as commitImport } from "@/app/api/v1/import/[id]/commit/route";
import { DELETE as deleteMe } from "@/app/api/v1/user/me/route";
import { GET as exportData } from "@/app/api/v1/user/export/route";
import { attachmentStore } from "@/server/attachments/attachment-store";
import { issueOneTimeCode } from "@/server/auth/issue-one-time-code";
import { ATTACHMENT_MAX_BYTES, BYTES_PER_MB } from "@/lib/domain/attachment-limits";
import { call } from "../helpers/api";
import { createTestUser, TEST_PASSWORD } from "../helpers/users";
import { fixtureBytes, uploadStatement } from "./import-fixtures";
import { createReferences, expenseBody, post, transactionTypeIds } from "./transactions-fixtures";
import {
  attachmentFixture,
  cameraJpeg,
  hasGpsBlock,
  GPS_TEXT,
  pngWithGps,
  webpWithGps,
  list,
  open,
  pngOf,
  remove,
  storedBytes,
  tinyPdf,
  unzip,
  upload,
  windowsProgram,
} from "./attachments-fixtures";

/** A signed-in person with one expense of their own. */
export async function personWithExpense() {
  const { user, token } = await createTestUser();
  const refs = await createReferences(user.id);
  const types = await transactionTypeIds();
  const created = await post(expenseBody(refs, types), token);
  expect(created.status).toBe(201);
  return { user, token, refs, types, transactionId: created.body._id };
}

async function keyOf(attachmentId: string): Promise<string> {
  const [row] = await db.select({ key: attachments.storageKey }).from(attachments).where(eq(attachments.id, attachmentId));
  return row!.key;
}

export function describeAttachments(kind: "disk" | "s3") {
  it(`uses the ${kind} store`, () => {
    expect(attachmentStore()?.kind).toBe(kind);
  });

  describe("uploading and reading a receipt", () => {
    it.each([
      ["PNG", "print.png", "image/png", pngWithGps, "png"],
      ["WebP", "foto.webp", "image/webp", webpWithGps, "webp"],
    ] as const)("keeps a %s without its EXIF, XMP and text chunks that say where it was taken", async (_, name, type, make, format) => {
      const { token, transactionId } = await personWithExpense();
      const image = await make();
      const before = await sharp(image).metadata();
      expect(hasGpsBlock(before.exif)).toBe(true);
      expect(before.xmp?.toString()).toContain("GPSLatitude");
      if (format === "png") expect(image.includes(Buffer.from(GPS_TEXT))).toBe(true);

      const res = await upload(token, transactionId, image, name, type);
      expect(res.status, JSON.stringify(res.body)).toBe(201);
      const stored = await storedBytes(await keyOf(res.body.id));
      const meta = await sharp(stored!).metadata();
      expect(meta.format).toBe(format);
      expect(meta.exif).toBeUndefined();
      expect(meta.xmp).toBeUndefined();
      expect(meta.comments ?? []).toEqual([]);
      for (const leak of [GPS_TEXT, "GPSLatitude", "Bolso Phone", "xmpmeta"]) {
        expect(stored!.includes(Buffer.from(leak)), leak).toBe(false);
      }
      expect([meta.width, meta.height]).toEqual([320, 200]);
    });

    it("keeps a camera photo upright, without EXIF or GPS, and serves it inline with headers that run nothing", async () => {
      const { token, transactionId } = await personWithExpense();
      const photo = await cameraJpeg({ width: 400, height: 300, orientation: 6 });
      const before = await sharp(photo).metadata();
      expect(hasGpsBlock(before.exif)).toBe(true);

      const res = await upload(token, transactionId, photo, "nota fiscal.jpeg", "image/jpeg");
      expect(res.status, JSON.stringify(res.body)).toBe(201);
      expect(Object.keys(res.body).sort()).toEqual(["contentType", "createdAt", "fileName", "id", "size"]);
      expect(res.body).toMatchObject({ fileName: "nota fiscal.jpg", contentType: "image/jpeg" });
      expect(Number.isNaN(Date.parse(res.body.createdAt))).toBe(false);

      const stored = await storedBytes(await keyOf(res.body.id));
      const meta = await sharp(stored!).metadata();
      expect(meta.format).toBe("jpeg");
      expect(meta.exif).toBeUndefined();
      expect(hasGpsBlock(meta.exif)).toBe(false);
      expect(meta.icc).toBeUndefined();
      expect(meta.xmp).toBeUndefined();
      // Orientation 6 means "turn 90°": the stored photo is portrait and needs no turning.
      expect([meta.width, meta.height]).toEqual([300, 400]);
      expect(meta.orientation ?? 1).toBe(1);
      expect(res.body.size).toBe(stored!.length);

      const served = await open(token, res.body.id);
      expect(served.status).toBe(200);
      expect(Buffer.compare(served.body, stored!)).toBe(0);
      expect(served.headers.get("content-type")).toBe("image/jpeg");
      expect(served.headers.get("content-disposition")).toMatch(/^inline; filename="nota fiscal.jpg"/);
      expect(served.headers.get("cache-control")).toMatch(/^private/);
      expect(served.headers.get("x-content-type-options")).toBe("nosniff");
      expect(served.headers.get("content-security-policy")).toMatch(/default-src 'none'.*sandbox/);

      expect((await list(token, transactionId)).body).toEqual([res.body]);
    });

    it("shrinks a large image to 2560 px on its long side", async () => {
      const { token, transactionId } = await personWithExpense();
      const res = await upload(token, transactionId, await pngOf(3000, 1200), "print.png");
      expect(res.status).toBe(201);
      expect(res.body.contentType).toBe("image/png");
      const meta = await sharp((await storedBytes(await keyOf(res.body.id)))!).metadata();
      expect([meta.width, meta.height]).toEqual([2560, 1024]);
    });

    it("converts an iPhone's HEIC photo to JPEG", async () => {
      const { token, transactionId } = await personWithExpense();
      const res = await upload(token, transactionId, attachmentFixture("foto-iphone.heic"), "IMG_0001.HEIC", "image/heic");
      expect(res.status, JSON.stringify(res.body)).toBe(201);
      expect(res.body).toMatchObject({ fileName: "IMG_0001.jpg", contentType: "image/jpeg" });
      const stored = (await storedBytes(await keyOf(res.body.id)))!;
      const meta = await sharp(stored).metadata();
      expect([meta.format, meta.width, meta.height]).toEqual(["jpeg", 64, 48]);
      const { dominant } = await sharp(stored).stats();
      expect(dominant.r).toBeGreaterThan(150);
      expect(dominant.g).toBeLessThan(100);
    });

    it("keeps a PDF byte for byte and serves it inline as a PDF, never as a page", async () => {
      const { token, transactionId } = await personWithExpense();
      const res = await upload(token, transactionId, tinyPdf, "recibo.pdf", "text/html");
      expect(res.status).toBe(201);
      expect(res.body.contentType).toBe("application/pdf");
      const served = await open(token, res.body.id);
      expect(Buffer.compare(served.body, tinyPdf)).toBe(0);
      expect(served.headers.get("content-type")).toBe("application/pdf");
      expect(served.headers.get("content-disposition")).toMatch(/^inline; filename="recibo.pdf"/);
      expect(served.headers.get("x-content-type-options")).toBe("nosniff");
      expect(served.headers.get("content-security-policy")).toContain("default-src 'none'");
    });

    it("decides the type by the bytes: an .exe renamed .jpg is a 415 naming what is accepted", async () => {
      const { token, transactionId } = await personWithExpense();
      const res = await upload(token, transactionId, windowsProgram, "foto.jpg", "image/jpeg");
      expect(res.status).toBe(415);
      expect(res.body.message).toMatch(/JPEG, PNG, WebP ou HEIC, ou PDF/);
      const html = await upload(token, transactionId, Buffer.from("<html><script>alert(1)</script></html>"), "nota.pdf", "application/pdf");
      expect(html.status).toBe(415);
      expect((await list(token, transactionId)).body).toEqual([]);
    });

    it("refuses a file over 10 MB with a 413, and an empty or missing one with a 400", async () => {
      const { token, transactionId } = await personWithExpense();
      const big = Buffer.alloc(ATTACHMENT_MAX_BYTES + 1, 0x20);
      tinyPdf.copy(big);
      const res = await upload(token, transactionId, big, "grande.pdf");
      expect(res.status).toBe(413);
      expect((await upload(token, transactionId, Buffer.alloc(0), "vazio.pdf")).status).toBe(400);
    });

    it("holds 10 receipts per transaction: the 11th is a 409 that says so", async () => {
      const { token, transactionId } = await personWithExpense();
      for (let i = 0; i < 10; i++) expect((await upload(token, transactionId, tinyPdf, `r${i}.pdf`)).status).toBe(201);
      const res = await upload(token, transactionId, tinyPdf, "r11.pdf");
      expect(res.status).toBe(409);
      expect(res.body.message).toContain("10 anexos");
    });

    it("refuses past the 500 MB quota with a 413 that says how much is used", async () => {
      const { user, token, transactionId } = await personWithExpense();
      // Rows standing for 498.2 MB already kept (the bytes themselves are not needed for the sum).
      const kept = Math.round(498.2 * BYTES_PER_MB);
      await db.insert(attachments).values({
        userId: user.id,
        transactionId,
        storageKey: `${user.id}/${transactionId}/quota`,
        fileName: "antigos.pdf",
        contentType: "application/pdf",
        size: kept,
      });
      const small = await upload(token, transactionId, tinyPdf, "cabe.pdf");
      expect(small.status).toBe(201);
      // 1.8 MB left: a 2 MB PDF does not fit.
      const twoMb = Buffer.alloc(2 * BYTES_PER_MB, 0x20);
      tinyPdf.copy(twoMb);
      const res = await upload(token, transactionId, twoMb, "nao-cabe.pdf");
      expect(res.status, JSON.stringify(res.body)).toBe(413);
      expect(res.body.message).toContain("498,2 MB de 500 MB");
    });
  });

  describe("isolation", () => {
    it("another person's transaction or attachment is a 404 on every verb, and nothing changes", async () => {
      const owner = await personWithExpense();
      const stranger = await personWithExpense();
      const mine = await upload(owner.token, owner.transactionId, tinyPdf, "meu.pdf");
      expect((await upload(stranger.token, owner.transactionId, tinyPdf, "intruso.pdf")).status).toBe(404);
      expect((await list(stranger.token, owner.transactionId)).status).toBe(404);
      expect((await open(stranger.token, mine.body.id)).status).toBe(404);
      expect((await remove(stranger.token, mine.body.id)).status).toBe(404);
      expect((await list(owner.token, owner.transactionId)).body).toHaveLength(1);
      expect(await storedBytes(await keyOf(mine.body.id))).not.toBeNull();
    });
  });

  describe("files leave the store with what holds them", () => {
    it("DELETE /attachments/{id}: 204, and the file is gone", async () => {
      const { token, transactionId } = await personWithExpense();
      const res = await upload(token, transactionId, tinyPdf, "recibo.pdf");
      const key = await keyOf(res.body.id);
      expect((await remove(token, res.body.id)).status).toBe(204);
      expect(await storedBytes(key)).toBeNull();
      expect((await open(token, res.body.id)).status).toBe(404);
    });

    it("deleting the transaction deletes its files", async () => {
      const { token, transactionId } = await personWithExpense();
      const a = await upload(token, transactionId, tinyPdf, "a.pdf");
      const b = await upload(token, transactionId, await pngOf(20, 20), "b.png");
      const keys = [await keyOf(a.body.id), await keyOf(b.body.id)];
      const res = await call(deleteTransaction, { method: "DELETE", path: `/api/v1/transaction/${transactionId}`, params: { id: transactionId }, token });
      expect(res.status).toBe(200);
      for (const key of keys) expect(await storedBytes(key)).toBeNull();
      expect(await db.select().from(attachmentPurges)).toEqual([]);
    });

    it("deleting a series from a parcela deletes the files of those parcelas, and keeps the earlier ones'", async () => {
      const { token, refs, types } = await personWithExpense();
      const installments = await call<Array<{ _id: string }>>(createInstallments, {
        method: "POST",
        path: "/api/v1/transaction/installment",
        token,
        body: { ...expenseBody(refs, types), isObjective: undefined, objectiveId: undefined, installments: 3 },
      });
      const [first, second, third] = installments.body.map((p) => p._id);
      const keys = [];
      for (const id of [first!, second!, third!]) keys.push(await keyOf((await upload(token, id, tinyPdf, "parcela.pdf")).body.id));
      const res = await call(deleteTransaction, {
        method: "DELETE",
        path: `/api/v1/transaction/${second}`,
        params: { id: second! },
        query: { scope: "following" },
        token,
      });
      expect(res.status).toBe(200);
      expect(await storedBytes(keys[0]!)).not.toBeNull();
      expect(await storedBytes(keys[1]!)).toBeNull();
      expect(await storedBytes(keys[2]!)).toBeNull();
    });

    it("undoing an import deletes the files of the transactions it created", async () => {
      const { token } = await personWithExpense();
      const preview = await uploadStatement<{ _id: string }>(token, "extrato.csv", fixtureBytes("ptbr-bom.csv"));
      const importId = preview.body._id;
      expect((await call(commitImport, { method: "POST", path: `/api/v1/import/${importId}/commit`, params: { id: importId }, token, body: {} })).status).toBe(200);
      const [row] = await db.select({ id: importTransactions.transactionId }).from(importTransactions).where(eq(importTransactions.importId, importId)).limit(1);
      const key = await keyOf((await upload(token, row!.id, tinyPdf, "comprovante.pdf")).body.id);
      const res = await call(undoImport, { method: "DELETE", path: `/api/v1/import/${importId}`, params: { id: importId }, token });
      expect(res.status).toBe(200);
      expect(await storedBytes(key)).toBeNull();
    });

    it("deleting the account deletes every file of the person, and no one else's", async () => {
      const leaving = await personWithExpense();
      const staying = await personWithExpense();
      const keys = [
        await keyOf((await upload(leaving.token, leaving.transactionId, tinyPdf, "a.pdf")).body.id),
        await keyOf((await upload(leaving.token, leaving.transactionId, await pngOf(10, 10), "b.png")).body.id),
      ];
      const kept = await keyOf((await upload(staying.token, staying.transactionId, tinyPdf, "c.pdf")).body.id);
      const code = await issueOneTimeCode(db, leaving.user.id, "delete_account");
      const res = await call(deleteMe, {
        method: "DELETE",
        path: "/api/v1/user/me",
        token: leaving.token,
        body: { password: TEST_PASSWORD, confirmationCode: code },
        headers: { "x-forwarded-for": "203.0.113.77" },
      });
      expect(res.status, JSON.stringify(res.body)).toBeLessThan(300);
      for (const key of keys) expect(await storedBytes(key)).toBeNull();
      expect(await storedBytes(kept)).not.toBeNull();
      const left = await db.select().from(attachments).where(and(eq(attachments.userId, leaving.user.id)));
      expect(left).toEqual([]);
    });
  });

  describe("GET /user/export?format=zip", () => {
    it("holds dados.json (today's export) and every file under anexos/", async () => {
      const { user, token, transactionId } = await personWithExpense();
      const other = await personWithExpense();
      const pdf = await upload(token, transactionId, tinyPdf, "recibo.pdf");
      const photo = await upload(token, transactionId, await pngOf(30, 20), "foto.png");
      await upload(other.token, other.transactionId, tinyPdf, "alheio.pdf");
      const res = await call<Buffer>(exportData, { path: "/api/v1/user/export", query: { format: "zip" }, token });
      expect(res.status).toBe(200);
      expect(res.headers.get("content-type")).toBe("application/zip");
      expect(res.headers.get("content-disposition")).toMatch(/^attachment; filename="bolso-dados-\d{4}-\d{2}-\d{2}\.zip"$/);
      const entries = await unzip(res.body);
      expect([...entries.keys()].sort()).toEqual(
        ["dados.json", `anexos/${pdf.body.id}-recibo.pdf`, `anexos/${photo.body.id}-foto.png`].sort(),
      );
      const data = JSON.parse(entries.get("dados.json")!.toString("utf8")) as Record<string, unknown>;
      expect(data.format).toBe("bolso-export");
      expect((data.profile as { id: string }).id).toBe(user.id);
      expect((data.attachments as Array<{ id: string; transactionId: string }>).map((a) => a.id).sort()).toEqual(
        [pdf.body.id, photo.body.id].sort(),
      );
      expect(Buffer.compare(entries.get(`anexos/${pdf.body.id}-recibo.pdf`)!, tinyPdf)).toBe(0);
      expect(Buffer.compare(entries.get(`anexos/${photo.body.id}-foto.png`)!, (await storedBytes(await keyOf(photo.body.id)))!)).toBe(0);
      const plain = await call(exportData, { path: "/api/v1/user/export", token });
      expect(plain.headers.get("content-type")).toContain("application/json");
    });
  });
}
