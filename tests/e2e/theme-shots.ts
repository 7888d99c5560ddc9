import fs from "node:fs";
import path from "node:path";
import type { Page } from "@playwright/test";
import { animationsFinished } from "./animations";
import { fullPageShot } from "./shot-style";

/** Where the walks' screenshots go: outside the repo's tracked files, kept after the run. */
export const SHOTS_DIR = path.join(process.cwd(), "test-results", "shots");

/**
 * The page as it is now, at 375 px and at 1280 px, in light and dark: `<dir>/<name>-<theme>-<width>.png`.
 * The theme is switched on the document (as the theme switch does), so an open dialog stays open;
 * the page is left light at 375 px.
 */
export async function shootEveryWay(page: Page, dir: string, name: string) {
  const folder = path.join(SHOTS_DIR, dir);
  fs.mkdirSync(folder, { recursive: true });
  // Charts below the fold load when scrolled to: scroll down once, so the picture has them.
  await page.evaluate(async () => {
    for (let y = 0; y < document.documentElement.scrollHeight; y += 500) {
      window.scrollTo(0, y);
      // Two frames: the scroll is painted and the lazy parts in view have been told to load.
      await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    }
    window.scrollTo(0, 0);
  });
  await page.waitForLoadState("networkidle").catch(() => undefined);
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 800 });
    for (const theme of ["light", "dark"] as const) {
      await page.evaluate((chosen) => document.documentElement.classList.toggle("dark", chosen === "dark"), theme);
      // Let transitions on colour finish before the picture.
      await animationsFinished(page);
      await fullPageShot(page, path.join(folder, `${name}-${theme}-${width}.png`));
    }
  }
  await page.evaluate(() => document.documentElement.classList.remove("dark"));
  await page.setViewportSize({ width: 375, height: 800 });
}
