import type { Page } from "@playwright/test";

/**
 * Resolves once every finite animation and transition on the page has finished: a toast has slid
 * in, a dialog has faded in, colours have changed theme. Loops (spinners, pulses) never finish and
 * are not waited for. The page is asked on each frame, so the wait is for the state, not for a time.
 */
export async function animationsFinished(page: Page): Promise<void> {
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every((animation) => animation.playState !== "running" || animation.effect?.getComputedTiming().iterations === Infinity),
  );
}
