import fs from "node:fs";
import path from "node:path";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import manifest from "@/app/manifest";
import { APPLE_ICON } from "@/lib/web-app";

/** Width and height from a PNG's IHDR chunk: what the file really is, whatever its name claims. */
function pngSize(file: string): { width: number; height: number } {
  const bytes = fs.readFileSync(file);
  expect(bytes.subarray(1, 4).toString("latin1"), `${file} is a PNG`).toBe("PNG");
  expect(bytes.subarray(12, 16).toString("latin1")).toBe("IHDR");
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

describe("web app manifest", () => {
  const app = manifest();

  it("installs as Bolso, in pt-BR, standalone, opening on the dashboard", () => {
    expect(app.name).toBe("Bolso");
    expect(app.short_name).toBe("Bolso");
    expect(app.lang).toBe("pt-BR");
    expect(app.display).toBe("standalone");
    expect(app.start_url).toBe("/dashboard");
  });

  it("takes its colours from the design's light surface (the dark one goes in the theme-color metas)", () => {
    expect(app.theme_color).toBe("#ffffff");
    expect(app.background_color).toBe("#ffffff");
  });

  it("has PNG icons of 192 and 512 px, one maskable at least, each file truly the size it claims", () => {
    const icons = app.icons ?? [];
    const sizes = new Set(icons.map((icon) => icon.sizes));
    expect(sizes).toEqual(new Set(["192x192", "512x512"]));
    expect(icons.some((icon) => icon.purpose === "maskable")).toBe(true);
    for (const icon of icons) {
      expect(icon.type).toBe("image/png");
      const [width, height] = (icon.sizes ?? "").split("x").map(Number);
      expect(pngSize(path.join("public", icon.src)), icon.src).toEqual({ width, height });
    }
  });

  it("draws the maskable icons full-bleed: no transparent corner for the system's mask to show", async () => {
    for (const icon of (app.icons ?? []).filter((entry) => entry.purpose === "maskable")) {
      const { data, info } = await sharp(path.join("public", icon.src)).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
      const alphaAt = (x: number, y: number) => data[(y * info.width + x) * info.channels + 3];
      expect([alphaAt(0, 0), alphaAt(info.width - 1, info.height - 1)], icon.src).toEqual([255, 255]);
    }
  });

  it("gives iOS its 180 px home-screen icon", () => {
    expect(pngSize(APPLE_ICON.file)).toEqual({ width: APPLE_ICON.size, height: APPLE_ICON.size });
  });

  it("offers the shortcuts 'Nova transação' and 'Transações'", () => {
    const shortcuts = app.shortcuts ?? [];
    expect(shortcuts.map((shortcut) => shortcut.name)).toEqual(["Nova transação", "Transações"]);
    expect(shortcuts.find((shortcut) => shortcut.name === "Nova transação")?.url).toBe("/transactions?nova=1");
    expect(shortcuts.find((shortcut) => shortcut.name === "Transações")?.url).toBe("/transactions");
  });
});
