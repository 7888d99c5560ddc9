/** The kinds of file a receipt may be, as told by their first bytes. */
export type SniffedType = "jpeg" | "png" | "webp" | "heif" | "pdf";

const startsWith = (bytes: Uint8Array, signature: number[], offset = 0) =>
  bytes.length >= offset + signature.length && signature.every((byte, i) => bytes[offset + i] === byte);

const ascii = (bytes: Uint8Array, from: number, to: number) => String.fromCharCode(...bytes.subarray(from, to));

/** ISO-BMFF brands of HEIF images (HEVC-coded "heic"/"heix"…, and the generic "mif1"/"msf1"). */
const HEIF_BRANDS = new Set(["heic", "heix", "heim", "heis", "hevc", "hevx", "mif1", "msf1", "avif"]);

/**
 * What a file is, from its magic numbers alone (never its name or the type the browser declared):
 * an `.exe` renamed `photo.jpg` starts with "MZ" and is none of these. Null for anything else.
 */
export function sniffFileType(bytes: Uint8Array): SniffedType | null {
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return "jpeg";
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return "png";
  if (ascii(bytes, 0, 4) === "RIFF" && ascii(bytes, 8, 12) === "WEBP") return "webp";
  if (ascii(bytes, 0, 5) === "%PDF-") return "pdf";
  if (ascii(bytes, 4, 8) === "ftyp") {
    const boxSize = ((bytes[0] ?? 0) << 24) | ((bytes[1] ?? 0) << 16) | ((bytes[2] ?? 0) << 8) | (bytes[3] ?? 0);
    const end = Math.min(boxSize, bytes.length, 64);
    // The major brand, then the compatible brands after the minor version.
    for (let at = 8; at + 4 <= end; at += at === 8 ? 8 : 4) {
      if (HEIF_BRANDS.has(ascii(bytes, at, at + 4))) return "heif";
    }
  }
  return null;
}
