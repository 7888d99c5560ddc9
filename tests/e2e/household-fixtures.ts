import type { Browser, Page } from "@playwright/test";
import { expect, loginAs, waitForMail, type E2EUser } from "./fixtures";
import { skipOnboardingTour } from "./label-screen-journey";
import { api } from "./page-api";

/**
 * The household, through the API: `owner` creates it and invites `member` at `level`; the member,
 * in a page of their own, accepts with the e-mail's code. Both pages end on `startPath`.
 */
export async function formHousehold(
  page: Page,
  browser: Browser,
  owner: E2EUser,
  member: E2EUser,
  level: "full" | "read",
  startPath: string,
): Promise<{ memberPage: Page; close: () => Promise<void> }> {
  await loginAs(page, owner);
  await page.goto(startPath);
  await api(page, "POST", "/household", { name: "Casa da Ana" });
  await api(page, "POST", "/household/invitations", { email: member.email, level });
  const code = /codigo=(\d{8})/.exec((await waitForMail(member.email)).text)?.[1];
  expect(code, "o código do convite no e-mail").toBeTruthy();
  const context = await browser.newContext({ viewport: { width: 375, height: 800 } });
  const memberPage = await context.newPage();
  await skipOnboardingTour(memberPage);
  await loginAs(memberPage, member);
  await memberPage.goto(startPath);
  await api(memberPage, "POST", "/household/invitations/accept", { code });
  return { memberPage, close: () => context.close() };
}
