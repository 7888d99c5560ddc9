import type { Locator, Page } from "@playwright/test";
import { e2eDb, expect, screenshot, test } from "./fixtures";

/** What the categories and payment-methods journeys say differently. */
export interface LabelJourney {
  path: string;
  /** API resource without /api/v1, e.g. "/category". */
  resource: string;
  table: "categories" | "payment_methods";
  title: string;
  shotName: string;
  searchPlaceholder: string;
  newButton: string;
  createSubmit: string;
  emptyTitle: string;
  starterButton: string;
  starterToast: string;
  starterNames: string[];
  /** The payment methods' set first asks the suggested card's days in a dialog. */
  starterDays?: { closingDay: string; dueDay: string; submit: string };
  nameRequired: string;
  duplicateMessage: string;
  toasts: { created: string; updated: string; deleted: string };
}

const cards = (page: Page) => page.getByTestId("label-panel");

/** The first-use tour would float over these screens; these journeys are not about it. */
export async function skipOnboardingTour(page: Page) {
  await page.addInitScript(() => localStorage.setItem("onboardingTourCompleted", "true"));
}
const toast = (page: Page, text: string) =>
  page.locator("[data-sonner-toast]").filter({ hasText: text });

/** The screen's HTML as the server sends it to a client holding only the session cookie. */
export async function serverHtml(page: Page, path: string): Promise<string> {
  const res = await page.request.get(path, { maxRedirects: 0 });
  expect(res.status()).toBe(200);
  return res.text();
}

/** How many times `needle` occurs in `html`. */
export const occurrences = (html: string, needle: string) => html.split(needle).length - 1;

/** Without JavaScript the search box is still a plain GET form that submits `?q=` to the screen. */
export function expectSearchForm(html: string, path: string) {
  expect(html).toMatch(
    new RegExp(`<form[^>]*role="search"[^>]*action="${path}"[^>]*method="get"[^>]*>.*?name="q"`, "s"),
  );
}

/**
 * With JavaScript the term reaches the URL after a pause, the box keeps focus (so typing goes
 * on), the server's filter ignores accents, and a reload shows the same term and results.
 */
export async function expectSearchRoundTrip(
  page: Page,
  check: { path: string; placeholder: string; term: string; cards: Locator; match: string },
) {
  const search = page.getByPlaceholder(check.placeholder);
  const head = check.term.slice(0, 3);
  await search.click();
  await page.keyboard.type(head);
  await expect(page).toHaveURL(`${check.path}?q=${head}`);
  await expect(search).toBeFocused();
  await page.keyboard.type(check.term.slice(3));
  await expect(page).toHaveURL(`${check.path}?q=${check.term}`);
  await expect(check.cards).toHaveCount(1);
  await expect(check.cards).toContainText(check.match);
  await expect(search).toBeFocused();
  await expect(search).toHaveValue(check.term);

  await page.reload();
  await expect(page.getByPlaceholder(check.placeholder)).toHaveValue(check.term);
  await expect(check.cards).toHaveCount(1);

  // Clearing the box shows everything again and drops the term from the URL.
  await page.getByRole("button", { name: "Limpar busca" }).first().click();
  await expect(page).toHaveURL(check.path);
  await expect(check.cards).toHaveCount(2);
}

/** One journey per screen: starter set, create, validation, edit, search, delete, all with toasts. */
export function describeLabelJourney(journey: LabelJourney) {
  test.describe(journey.title, () => {
    // `next dev` compiles a route on its first request: do it before the clock starts.
    test.beforeAll(async ({ request }) => {
      await request.get(journey.path);
      await request.get(`/api/v1${journey.resource}/list-all`);
    });

    test.beforeEach(async ({ page }) => skipOnboardingTour(page));

    test("starts empty and offers the suggested set", async ({ page, user }) => {
      expect(user.id).toBeTruthy();
      await page.goto(journey.path);
      await expect(page.getByRole("heading", { level: 1, name: journey.title })).toBeVisible();
      await expect(page.getByText(journey.emptyTitle)).toBeVisible();
      await page.getByRole("button", { name: journey.starterButton }).click();
      if (journey.starterDays) {
        const dialog = page.getByRole("dialog");
        await dialog.getByRole("textbox", { name: "Dia de fechamento" }).fill(journey.starterDays.closingDay);
        await dialog.getByRole("textbox", { name: "Dia de vencimento" }).fill(journey.starterDays.dueDay);
        await dialog.getByRole("button", { name: journey.starterDays.submit }).click();
      }
      await expect(toast(page, journey.starterToast)).toBeVisible();
      await expect(cards(page)).toHaveCount(journey.starterNames.length);
      for (const name of journey.starterNames) {
        await expect(cards(page).filter({ hasText: name }).first()).toBeVisible();
      }
    });

    test("renders on the server and searches through ?q=", async ({ page, user }) => {
      await e2eDb().query(
        `insert into ${journey.table} (user_id, name, color) values ($1, 'Açúcar e doces', '#10B981'), ($1, 'Zoológico', '#F59E0B')`,
        [user.id],
      );
      // Only the session cookie, no JavaScript: the HTML already holds the cards.
      const html = await serverHtml(page, journey.path);
      expectSearchForm(html, journey.path);
      expect(occurrences(html, 'data-testid="label-panel"')).toBe(2);
      expect(html).toContain("Açúcar e doces");
      expect(html).toContain("Zoológico");
      const filtered = await serverHtml(page, `${journey.path}?q=ACUCAR`);
      // The cards' own titles: other parts of the page (a rule's category list) may name any label.
      const cardNames = [...filtered.matchAll(/data-testid="label-panel"[\s\S]*?<h2[^>]*>([^<]*)<\/h2>/g)].map((m) => m[1]);
      expect(cardNames).toEqual(["Açúcar e doces"]);
      const none = await serverHtml(page, `${journey.path}?q=xyz`);
      expect(none).toContain("corresponde a &quot;xyz&quot;");

      await page.goto(journey.path);
      await expectSearchRoundTrip(page, {
        path: journey.path,
        placeholder: journey.searchPlaceholder,
        term: "acucar",
        cards: cards(page),
        match: "Açúcar e doces",
      });
    });

    test("creates, edits, searches and deletes", async ({ page, user }) => {
      expect(user.id).toBeTruthy();
      await page.goto(journey.path);
      await expect(page.getByText(journey.emptyTitle)).toBeVisible();

      // Create, with the keyboard only: the name field has focus, Enter submits.
      await page.getByRole("button", { name: journey.newButton }).first().click();
      const dialog = page
        .getByRole("dialog")
        .filter({ has: page.getByRole("textbox", { name: "Nome" }) });
      const name = dialog.getByRole("textbox", { name: "Nome" });
      await expect(name).toBeFocused();
      // The form speaks on submit, not on blur (a blur message must never move a click's target).
      await name.press("Enter");
      await expect(dialog.getByText(journey.nameRequired)).toBeVisible();
      await expect(dialog.getByRole("button", { name: journey.createSubmit })).toBeDisabled();
      await name.fill("Academia");
      await expect(dialog.getByText(journey.nameRequired)).toBeHidden();
      await dialog
        .getByRole("textbox", { name: "Descrição (opcional)" })
        .fill("Mensalidade e suplementos");
      await dialog.getByRole("button", { name: "Roxo" }).click();
      await name.press("Enter");
      await expect(toast(page, journey.toasts.created)).toBeVisible();
      await expect(dialog).toBeHidden();
      const academia = cards(page).filter({ hasText: "Academia" });
      await expect(academia).toContainText("Mensalidade e suplementos");

      // Without a description the card says so.
      await page.getByRole("button", { name: journey.newButton }).first().click();
      await dialog.getByRole("textbox", { name: "Nome" }).fill("Viagens");
      await dialog.getByRole("button", { name: journey.createSubmit }).click();
      await expect(toast(page, journey.toasts.created).last()).toBeVisible();
      await expect(cards(page).filter({ hasText: "Viagens" })).toContainText("Sem descrição");

      // A duplicate (any case) is refused with the server's message, and the dialog stays open.
      await page.getByRole("button", { name: journey.newButton }).first().click();
      await dialog.getByRole("textbox", { name: "Nome" }).fill("ACADEMIA");
      await dialog.getByRole("button", { name: journey.createSubmit }).click();
      await expect(toast(page, journey.duplicateMessage)).toBeVisible();
      await expect(dialog).toBeVisible();
      await page.keyboard.press("Escape");
      await expect(dialog).toBeHidden();

      // Edit.
      await page.getByRole("button", { name: "Editar Academia" }).click();
      await expect(dialog.getByRole("textbox", { name: "Nome" })).toHaveValue("Academia");
      await dialog.getByRole("textbox", { name: "Nome" }).fill("Academia e esportes");
      await dialog.getByRole("button", { name: "Salvar alterações" }).click();
      await expect(toast(page, journey.toasts.updated)).toBeVisible();
      await expect(cards(page).filter({ hasText: "Academia e esportes" })).toBeVisible();

      // Search: case-insensitive substring, debounced.
      const search = page.getByPlaceholder(journey.searchPlaceholder);
      await search.fill("ESPORT");
      await expect(cards(page)).toHaveCount(1);
      await search.fill("xyz");
      await expect(page.getByText('corresponde a "xyz"')).toBeVisible();
      await page.getByRole("button", { name: "Limpar busca" }).first().click();
      await expect(cards(page)).toHaveCount(2);
      await screenshot(page, `${journey.shotName}-list`);

      // Delete, after confirming.
      await page.getByRole("button", { name: "Excluir Academia e esportes" }).click();
      const confirm = page.getByRole("alertdialog");
      await expect(confirm).toContainText("Academia e esportes");
      await confirm.getByRole("button", { name: "Excluir" }).click();
      await expect(toast(page, journey.toasts.deleted)).toBeVisible();
      await expect(cards(page)).toHaveCount(1);
      await page.reload();
      await expect(cards(page)).toHaveCount(1);
    });
  });
}
