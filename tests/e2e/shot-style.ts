import type { Page } from "@playwright/test";

/**
 * Applied while a full-page screenshot is taken: a capture beyond the viewport does not scroll, so
 * parts the app marks `content-visibility: auto` (tile bodies, long lists) stay unpainted below the
 * fold and show as empty boxes. A person scrolling sees them; the screenshot should too.
 */
const FULL_PAGE_STYLE = "* { content-visibility: visible !important; }";

/** A healthy capture takes well under a second; a stalled one fails here, not at the test's end. */
const CAPTURE_TIMEOUT_MS = 30_000;

/**
 * The whole page, below the fold included and painted, written to `file`.
 *
 * The viewport is first made as tall as the page, so the capture is of what is on screen. Left
 * taller than the viewport, Playwright asks Chromium to capture beyond it, and headless Chromium's
 * compositor once stopped sending frames there: the capture of a 1280 × 1638 dashboard waited out a
 * six-minute test. The viewport is put back afterwards.
 */
export async function fullPageShot(page: Page, file: string): Promise<void> {
  const viewport = page.viewportSize();
  const height = await pageHeightWith(page, FULL_PAGE_STYLE);
  const grow = viewport !== null && height > viewport.height;
  if (grow) await page.setViewportSize({ width: viewport.width, height });
  try {
    await page.screenshot({ path: file, fullPage: true, style: FULL_PAGE_STYLE, timeout: CAPTURE_TIMEOUT_MS });
  } finally {
    if (grow) await page.setViewportSize(viewport);
  }
}

/**
 * The document's height with `css` applied, as the capture will see it (a constructed stylesheet,
 * which the page's Content Security Policy does not govern, added and removed around the reading).
 */
async function pageHeightWith(page: Page, css: string): Promise<number> {
  return page.evaluate((rules) => {
    const sheet = new CSSStyleSheet();
    sheet.replaceSync(rules);
    const before = document.adoptedStyleSheets;
    document.adoptedStyleSheets = [...before, sheet];
    try {
      return Math.ceil(document.documentElement.scrollHeight);
    } finally {
      document.adoptedStyleSheets = before;
    }
  }, css);
}
