import { describe, expect, it } from "vitest";
import { sniffFileType } from "@/lib/domain/sniff-file-type";
import { formatFileSize } from "@/lib/format/file-size";

const bytes = (...parts: Array<string | number[]>) =>
  new Uint8Array(parts.flatMap((part) => (typeof part === "string" ? [...Buffer.from(part, "latin1")] : part)));

/** An ISO-BMFF `ftyp` box: size, "ftyp", major brand, minor version, compatible brands. */
const ftyp = (major: string, ...compatible: string[]) => {
  const size = 16 + 4 * compatible.length;
  return bytes([0, 0, 0, size], "ftyp", major, [0, 0, 0, 0], ...compatible);
};

describe("sniffFileType", () => {
  it("reads each accepted kind from its first bytes", () => {
    expect(sniffFileType(bytes([0xff, 0xd8, 0xff, 0xe0], "JFIF"))).toBe("jpeg");
    expect(sniffFileType(bytes([0x89], "PNG\r\n\x1a\n", [0, 0]))).toBe("png");
    expect(sniffFileType(bytes("RIFF", [1, 2, 3, 4], "WEBPVP8 "))).toBe("webp");
    expect(sniffFileType(bytes("%PDF-1.7\n"))).toBe("pdf");
    expect(sniffFileType(ftyp("heic", "mif1", "heic"))).toBe("heif");
    expect(sniffFileType(ftyp("mif1", "heic"))).toBe("heif");
  });

  it("ignores names and declared types: a Windows program, HTML, a zip, a video are none of them", () => {
    expect(sniffFileType(bytes("MZ\x90\x00\x03\x00"))).toBeNull();
    expect(sniffFileType(bytes("<!DOCTYPE html><html>"))).toBeNull();
    expect(sniffFileType(bytes("PK\x03\x04"))).toBeNull();
    expect(sniffFileType(ftyp("isom", "iso2", "mp41"))).toBeNull();
    expect(sniffFileType(bytes("RIFF", [1, 2, 3, 4], "WAVE"))).toBeNull();
    expect(sniffFileType(new Uint8Array())).toBeNull();
    expect(sniffFileType(bytes(" %PDF-1.4"))).toBeNull();
  });
});

describe("formatFileSize", () => {
  it("writes sizes as people read them in pt-BR", () => {
    expect(formatFileSize(500 * 1024 * 1024)).toBe("500 MB");
    expect(formatFileSize(Math.round(498.2 * 1024 * 1024))).toBe("498,2 MB");
    expect(formatFileSize(10 * 1024 * 1024)).toBe("10 MB");
    expect(formatFileSize(2048)).toBe("2 KB");
  });
});
