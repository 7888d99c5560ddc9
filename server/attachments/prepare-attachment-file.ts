import "server-only";
import sharp, { type Sharp } from "sharp";
import { AppError } from "@/lib/errors";
import { ATTACHMENT_MAX_IMAGE_SIDE } from "@/lib/domain/attachment-limits";
import { sniffFileType, type SniffedType } from "@/lib/domain/sniff-file-type";
import { attachmentMessages } from "@/lib/schemas/attachments";

export interface PreparedFile {
  bytes: Uint8Array;
  contentType: string;
  /** The name shown, its extension matching what is stored (a HEIC photo becomes .jpg). */
  fileName: string;
}

const EXTENSIONS: Record<Exclude<SniffedType, "heif">, { type: string; ext: string }> = {
  jpeg: { type: "image/jpeg", ext: "jpg" },
  png: { type: "image/png", ext: "png" },
  webp: { type: "image/webp", ext: "webp" },
  pdf: { type: "application/pdf", ext: "pdf" },
};

/** Decoding bombs stop here: a 10 MB file claiming 30 000 × 30 000 pixels is not a receipt. */
const MAX_INPUT_PIXELS = 100_000_000;

/**
 * What is kept of an upload. The type comes from the bytes; a photo is re-encoded: turned
 * upright (EXIF orientation applied), its metadata dropped (EXIF with GPS, XMP, IPTC, ICC), and
 * shrunk to 2560 px on the long side. HEIC/HEIF becomes JPEG. A PDF is kept as it came.
 */
export async function prepareAttachmentFile(name: string, bytes: Uint8Array): Promise<PreparedFile> {
  const kind = sniffFileType(bytes);
  if (!kind) throw new AppError("unsupported_media_type", attachmentMessages.unsupported);
  const target = kind === "heif" ? EXTENSIONS.jpeg : EXTENSIONS[kind];
  const fileName = withExtension(name, target.ext);
  if (kind === "pdf") return { bytes, contentType: target.type, fileName };
  try {
    const image = kind === "heif" ? await openHeif(bytes) : sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS });
    const upright = image
      .rotate()
      .resize({ width: ATTACHMENT_MAX_IMAGE_SIDE, height: ATTACHMENT_MAX_IMAGE_SIDE, fit: "inside", withoutEnlargement: true });
    // sharp writes no metadata unless asked (no withMetadata/keepExif/keepIccProfile here).
    const encoded =
      target.ext === "png"
        ? upright.png({ compressionLevel: 9 })
        : target.ext === "webp"
          ? upright.webp({ quality: 85 })
          : upright.jpeg({ quality: 85, mozjpeg: true });
    return { bytes: new Uint8Array(await encoded.toBuffer()), contentType: target.type, fileName };
  } catch (error) {
    throw new AppError("unsupported_media_type", attachmentMessages.unreadableImage, { cause: error });
  }
}

/**
 * HEIC from a phone is HEVC-coded, which the libvips that sharp ships cannot decode (no HEVC
 * decoder, for patent reasons): libheif compiled to WebAssembly decodes it, sharp does the rest.
 * AVIF-coded HEIF, which libheif-js cannot read, goes to sharp directly.
 */
async function openHeif(bytes: Uint8Array): Promise<Sharp> {
  try {
    const { default: decode } = await import("heic-decode");
    const image = await decode({ buffer: bytes });
    return sharp(Buffer.from(image.data.buffer, image.data.byteOffset, image.data.byteLength), {
      raw: { width: image.width, height: image.height, channels: 4 },
      limitInputPixels: MAX_INPUT_PIXELS,
    }).flatten({ background: "#ffffff" });
  } catch {
    return sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS });
  }
}

const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g;

/** The name as sent, without control characters or a path, ending in the stored type's extension. */
function withExtension(name: string, ext: string): string {
  const base = (name.replace(LONE_SURROGATE, "\ufffd").split(/[\\/]/).pop() ?? "")
    .replace(/[\u0000-\u001f\u007f"]/g, "")
    .trim()
    .replace(/\.[A-Za-z0-9]{1,5}$/, "")
    .slice(0, 180);
  return `${base || "anexo"}.${ext}`;
}
