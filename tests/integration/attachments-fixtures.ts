import zlib from "node:zlib";
import fs from "node:fs";
import path from "node:path";
import { Readable } from "node:stream";
import sharp from "sharp";
import yauzl from "yauzl";
import { GET as listAttachments, POST as uploadAttachment } from "@/app/api/v1/transaction/[id]/attachments/route";
import { DELETE as deleteAttachment, GET as openAttachment } from "@/app/api/v1/attachments/[id]/route";
import { attachmentStore } from "@/server/attachments/attachment-store";
import type { AttachmentJson } from "@/lib/schemas/attachments";
import { call } from "../helpers/api";

export const attachmentFixture = (name: string) => new Uint8Array(fs.readFileSync(path.join("tests/fixtures/attachments", name)));

/** POSTs one file as the dialog does: multipart, field `file`. */
export function upload(token: string, transactionId: string, bytes: Uint8Array, fileName: string, type = "") {
  const form = new FormData();
  form.set("file", new File([new Uint8Array(bytes)], fileName, { type }));
  return call<AttachmentJson & { message?: string; code?: string }>(uploadAttachment, {
    method: "POST",
    path: `/api/v1/transaction/${transactionId}/attachments`,
    params: { id: transactionId },
    token,
    form,
  });
}

export const list = (token: string, transactionId: string) =>
  call<AttachmentJson[] & { message?: string }>(listAttachments, {
    path: `/api/v1/transaction/${transactionId}/attachments`,
    params: { id: transactionId },
    token,
  });

export const open = (token: string, id: string) =>
  call<Buffer & { message?: string }>(openAttachment, { path: `/api/v1/attachments/${id}`, params: { id }, token });

export const remove = (token: string, id: string) =>
  call(deleteAttachment, { method: "DELETE", path: `/api/v1/attachments/${id}`, params: { id }, token });

/** What the store holds under a key (null: nothing), read past the API. */
export async function storedBytes(key: string): Promise<Buffer | null> {
  const body = await attachmentStore()!.get(key);
  if (!body) return null;
  const chunks: Buffer[] = [];
  for await (const chunk of Readable.fromWeb(body as never)) chunks.push(Buffer.from(chunk as Uint8Array));
  return Buffer.concat(chunks);
}

/** A camera photo: 400 × 300, taken with the phone turned (EXIF orientation 6), with GPS and a camera model. */
export async function cameraJpeg(options: { width?: number; height?: number; orientation?: number } = {}): Promise<Buffer> {
  const { width = 400, height = 300, orientation = 1 } = options;
  return sharp({ create: { width, height, channels: 3, background: { r: 30, g: 120, b: 200 } } })
    .withExif({
      IFD0: { Make: "Bolso Phone", Model: "Camera de Teste" },
      IFD3: { GPSLatitudeRef: "S", GPSLatitude: "23/1 33/1 0/1", GPSLongitudeRef: "W", GPSLongitude: "46/1 38/1 0/1" },
    })
    .withMetadata({ orientation })
    .jpeg()
    .toBuffer();
}

/** Whether an EXIF block points to a GPS block (tag 0x8825, in either byte order). */
export const hasGpsBlock = (exif: Buffer | undefined) =>
  Boolean(exif && (exif.includes(Buffer.from([0x88, 0x25])) || exif.includes(Buffer.from([0x25, 0x88]))));

/** Where a photo was taken, as metadata leaks it. */
export const GPS_TEXT = "GPS -23.5505,-46.6333";
const XMP_WITH_GPS = `<x:xmpmeta xmlns:x="adobe:ns:meta/"><rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#"><rdf:Description xmlns:exif="http://ns.adobe.com/exif/1.0/" exif:GPSLatitude="23,33.03S" exif:GPSLongitude="46,38.00W"/></rdf:RDF></x:xmpmeta>`;
const GPS_EXIF = {
  IFD0: { Make: "Bolso Phone", Model: "Camera de Teste" },
  IFD3: { GPSLatitudeRef: "S", GPSLatitude: "23/1 33/1 0/1", GPSLongitudeRef: "W", GPSLongitude: "46/1 38/1 0/1" },
};

/** A PNG chunk: length, type, data, CRC-32 over type and data. */
function pngChunk(type: string, data: Buffer): Buffer {
  const head = Buffer.alloc(4);
  head.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, "latin1"), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(zlib.crc32(body));
  return Buffer.concat([head, body, crc]);
}

/** A screenshot PNG carrying GPS three ways: an eXIf chunk, XMP (iTXt) and a tEXt comment. */
export async function pngWithGps(): Promise<Buffer> {
  const png = await sharp({ create: { width: 320, height: 200, channels: 3, background: { r: 200, g: 80, b: 40 } } })
    .withExif(GPS_EXIF)
    .withXmp(XMP_WITH_GPS)
    .png()
    .toBuffer();
  const iend = png.length - 12;
  const text = pngChunk("tEXt", Buffer.from(`Comment\0${GPS_TEXT}`, "latin1"));
  return Buffer.concat([png.subarray(0, iend), text, png.subarray(iend)]);
}

/** A WebP photo with GPS in its EXIF and XMP chunks. */
export function webpWithGps(): Promise<Buffer> {
  return sharp({ create: { width: 320, height: 200, channels: 3, background: { r: 40, g: 160, b: 90 } } })
    .withExif(GPS_EXIF)
    .withXmp(XMP_WITH_GPS)
    .webp()
    .toBuffer();
}

export const pngOf = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: { r: 240, g: 240, b: 240 } } }).png().toBuffer();

/** A one-page PDF, as small as a valid one gets. */
export const tinyPdf = Buffer.from(
  "%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n" +
    "3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 200 200]>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n",
);

/** A Windows program's first bytes ("MZ", then the DOS stub): what an .exe renamed .jpg starts with. */
export const windowsProgram = Buffer.concat([Buffer.from("MZ\x90\x00\x03\x00\x00\x00\x04\x00\x00\x00\xff\xff", "latin1"), Buffer.alloc(512, 0x41)]);

/** Every entry of a zip, by name, with its bytes. */
export function unzip(bytes: Buffer): Promise<Map<string, Buffer>> {
  return new Promise((resolve, reject) => {
    yauzl.fromBuffer(bytes, { lazyEntries: true }, (error, zip) => {
      if (error || !zip) return reject(error ?? new Error("zip ilegível"));
      const entries = new Map<string, Buffer>();
      zip.on("entry", (entry: yauzl.Entry) => {
        zip.openReadStream(entry, (openError, stream) => {
          if (openError || !stream) return reject(openError ?? new Error("entrada ilegível"));
          const chunks: Buffer[] = [];
          stream.on("data", (chunk: Buffer) => chunks.push(chunk));
          stream.on("end", () => {
            entries.set(entry.fileName, Buffer.concat(chunks));
            zip.readEntry();
          });
        });
      });
      zip.on("end", () => resolve(entries));
      zip.on("error", reject);
      zip.readEntry();
    });
  });
}
