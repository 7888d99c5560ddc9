import type { Page } from "@playwright/test";

/**
 * Applied while a full-page screenshot is taken: a capture beyond the viewport does not scroll, so
 * parts the app marks `content-visibility: auto` (tile bodies, long lists) stay unpainted below the
 * fold and show as empty boxes. A person scrolling sees them; the screenshot should too.
 */
const FULL_PAGE_STYLE = "* { content-visibility: visible !important; }";

/** The whole page, below the fold included and painted, written to `file`. */
export async function fullPageShot(page: Page, file: string): Promise<void> {
  await page.screenshot({ path: file, fullPage: true, style: FULL_PAGE_STYLE });
}
