/**
 * `npx tsx scripts/generate-app-icons.ts`: writes the installed app's PNG icons (public/icons/ and
 * app/apple-icon.png) from app/icon.svg, each exactly the size lib/web-app.ts declares. Run it
 * after changing the SVG and commit the PNGs: the build never draws them.
 */
import fs from "node:fs";
import path from "node:path";
import sharp from "sharp";
import { APPLE_ICON, APP_ICONS } from "@/lib/web-app";

const svg = fs.readFileSync("app/icon.svg", "utf8");
// Maskable and Apple icons are cut to a shape by the system: a square background, no rounding.
const squareSvg = svg.replace(/\s+rx="[^"]*"/, "");
if (squareSvg === svg) throw new Error("app/icon.svg mudou: o fundo arredondado (rx) não foi encontrado.");

async function draw(source: string, size: number, file: string) {
  // Rendered at the target size (no upscaling of a small bitmap): the SVG's box is 32 px.
  const png = await sharp(Buffer.from(source), { density: (72 * size) / 32 })
    .resize(size, size)
    .png({ compressionLevel: 9 })
    .toBuffer();
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, png);
  console.log(`${file}: ${size}×${size}, ${png.length} bytes`);
}

async function main() {
  for (const icon of APP_ICONS) {
    await draw(icon.purpose === "maskable" ? squareSvg : svg, icon.size, path.join("public", icon.src));
  }
  await draw(squareSvg, APPLE_ICON.size, APPLE_ICON.file);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
