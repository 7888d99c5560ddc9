import { ImportFileError, importMessages } from "@/lib/import/import-error";

/** The line (1-based) holding byte `offset`. */
function lineAt(bytes: Uint8Array, offset: number): number {
  let line = 1;
  for (let i = 0; i < offset; i += 1) if (bytes[i] === 0x0a) line += 1;
  return line;
}

/**
 * Refuses what is not text: a NUL byte, or other control characters, appear in no statement a
 * bank exports (an image, a PDF or a spreadsheet in disguise does have them).
 */
export function assertTextFile(bytes: Uint8Array): void {
  if (bytes.length === 0) throw new ImportFileError(importMessages.empty);
  for (let i = 0; i < bytes.length; i += 1) {
    const byte = bytes[i] as number;
    if (byte === 0 || (byte < 0x20 && byte !== 0x09 && byte !== 0x0a && byte !== 0x0d && byte !== 0x0c && byte !== 0x1a)) {
      throw new ImportFileError(importMessages.binary, lineAt(bytes, i));
    }
  }
}

function stripBom(text: string): string {
  return text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
}

/** UTF-8 when the bytes are valid UTF-8, else Windows-1252 (the "latin1" Brazilian banks use). */
export function decodeGuessing(bytes: Uint8Array): string {
  try {
    return stripBom(new TextDecoder("utf-8", { fatal: true }).decode(bytes));
  } catch {
    return new TextDecoder("windows-1252").decode(bytes);
  }
}

/**
 * An OFX declares its encoding: 1.x in the SGML header (`CHARSET:1252`, `ENCODING:UTF-8`), 2.x in
 * the XML declaration. The header is ASCII, so it can be read before the encoding is known.
 */
export function decodeOfx(bytes: Uint8Array): string {
  const head = new TextDecoder("latin1").decode(bytes.subarray(0, 1024));
  const xml = /<\?xml[^>]*encoding\s*=\s*["']([^"']+)["']/i.exec(head)?.[1];
  const sgmlEncoding = /^\s*ENCODING\s*:\s*(\S+)/im.exec(head)?.[1];
  const charset = /^\s*CHARSET\s*:\s*(\S+)/im.exec(head)?.[1];
  const declared = (xml ?? (sgmlEncoding && /utf-?8/i.test(sgmlEncoding) ? "utf-8" : charset) ?? "").toLowerCase();
  if (/utf-?8/.test(declared)) return decodeGuessing(bytes);
  if (/1252|8859|latin|none|usascii/.test(declared)) return stripBom(new TextDecoder("windows-1252").decode(bytes));
  return decodeGuessing(bytes);
}
