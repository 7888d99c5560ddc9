import type { Page } from "@playwright/test";
import { cents, formatMoney } from "@/lib/format/money";
import { e2eDb, expect, screenshot, test } from "./fixtures";
import {
  expectSearchForm,
  expectSearchRoundTrip,
  occurrences,
  serverHtml,
  skipOnboardingTour,
} from "./label-screen-journey";

const cards = (page: Page) => page.getByTestId("objective-panel");
const toast = (page: Page, text: string) =>
  page.locator("[data-sonner-toast]").filter({ hasText: text });

/** A deposit: a despesa linked to the objective puts money into it. */
async function linkIncome(userId: string, objectiveId: string, valor: string) {
  await e2eDb().query(
    `insert into transactions (user_id, description, valor, transaction_date, transaction_type_id, is_objective, objective_id)
     select $1, 'Aporte', $2, '2026-03-01', id, true, $3 from transaction_types where transaction_type = 'despesa'`,
    [userId, valor, objectiveId],
  );
}

test.describe("Objetivos Financeiros", () => {
  // `next dev` compiles a route on its first request: do it before the clock starts.
  test.beforeAll(async ({ request }) => {
    await request.get("/objectives");
    await request.get("/api/v1/objective/list-all");
  });

  test.beforeEach(async ({ page }) => skipOnboardingTour(page));

  test("renders on the server and searches through ?q=", async ({ page, user }) => {
    await e2eDb().query(
      "insert into objectives (user_id, name, target_value) values ($1, 'Férias na praia', 1000), ($1, 'Carro novo', 50000)",
      [user.id],
    );
    // Only the session cookie, no JavaScript: the HTML already holds the cards and their amounts.
    const html = await serverHtml(page, "/objectives");
    expectSearchForm(html, "/objectives");
    expect(occurrences(html, 'data-testid="objective-panel"')).toBe(2);
    expect(html).toContain("Férias na praia");
    expect(html).toContain(formatMoney(cents(100_000)));
    expect(html).toContain("Carro novo");
    expect(html).toContain(formatMoney(cents(5_000_000)));
    const filtered = await serverHtml(page, "/objectives?q=FERIAS");
    expect(occurrences(filtered, 'data-testid="objective-panel"')).toBe(1);
    expect(filtered).not.toContain("Carro novo");
    expect(await serverHtml(page, "/objectives?q=xyz")).toContain(
      "Nenhum objetivo corresponde a &quot;xyz&quot;.",
    );

    await page.goto("/objectives");
    await expectSearchRoundTrip(page, {
      path: "/objectives",
      placeholder: "Buscar objetivos...",
      term: "ferias",
      cards: cards(page),
      match: "Férias na praia",
    });
  });

  test("creates, follows progress, edits, searches and deletes", async ({ page, user }) => {
    await page.goto("/objectives");
    await expect(
      page.getByRole("heading", { level: 1, name: "Objetivos Financeiros" }),
    ).toBeVisible();
    await expect(page.getByText("Nenhum objetivo encontrado")).toBeVisible();

    // Create: the amount is typed in Brazilian notation and read back in BRL.
    await page.getByRole("button", { name: "Novo Objetivo" }).first().click();
    const dialog = page
      .getByRole("dialog")
      .filter({ has: page.getByRole("textbox", { name: "Valor da meta" }) });
    await dialog.getByRole("textbox", { name: "Nome" }).fill("Viagem");
    await dialog.getByRole("textbox", { name: "Valor da meta" }).fill("1.234,5");
    await expect(dialog.getByText(`Meta de ${formatMoney(cents(123_450))}`)).toBeVisible();
    await dialog.getByRole("button", { name: "Criar objetivo" }).click();
    await expect(dialog).toBeHidden();
    await expect(toast(page, "Objetivo criado")).toBeVisible();
    const trip = cards(page).filter({ hasText: "Viagem" });
    await expect(trip).toContainText(formatMoney(cents(123_450)));
    await expect(trip).toContainText("0%");

    // A bad amount never leaves the dialog.
    await page.getByRole("button", { name: "Novo Objetivo" }).first().click();
    await dialog.getByRole("textbox", { name: "Nome" }).fill("Carro");
    await dialog.getByRole("textbox", { name: "Valor da meta" }).fill("0,00");
    await dialog.getByRole("button", { name: "Criar objetivo" }).click();
    await expect(dialog.getByText("O valor da meta deve ser maior que zero.")).toBeVisible();
    await dialog.getByRole("textbox", { name: "Valor da meta" }).fill("50.000");
    await dialog.getByRole("button", { name: "Criar objetivo" }).click();
    await expect(toast(page, "Objetivo criado").last()).toBeVisible();
    await expect(cards(page)).toHaveCount(2);

    // Actual value: the linked transactions, summed exactly (0,10 + 0,20 = 0,30).
    const { rows } = await e2eDb().query<{ id: string }>(
      "select id from objectives where user_id = $1 and name = 'Viagem'",
      [user.id],
    );
    const tripId = rows[0]?.id ?? "";
    await linkIncome(user.id, tripId, "0.10");
    await linkIncome(user.id, tripId, "0.20");
    await page.reload();
    await expect(trip).toContainText(formatMoney(cents(30)));

    // Edit the target: 0,30 of 0,60 is 50%.
    await page.getByRole("button", { name: "Editar Viagem" }).click();
    await expect(dialog.getByRole("textbox", { name: "Valor da meta" })).toHaveValue("1.234,50");
    await dialog.getByRole("textbox", { name: "Valor da meta" }).fill("0,60");
    await dialog.getByRole("button", { name: "Salvar alterações" }).click();
    await expect(toast(page, "Objetivo atualizado")).toBeVisible();
    await expect(trip).toContainText("50%");
    await expect(trip).toContainText(formatMoney(cents(60)));

    // Past the target: the label goes over 100%, the bar stops at 100.
    await linkIncome(user.id, tripId, "0.60");
    await page.reload();
    await expect(trip).toContainText("150%");
    await expect(trip).toContainText("Meta atingida");
    await expect(trip.getByRole("progressbar")).toHaveAttribute("aria-valuenow", "100");

    // Search by name.
    await page.getByPlaceholder("Buscar objetivos...").fill("carr");
    await expect(cards(page)).toHaveCount(1);
    await expect(cards(page)).toContainText("Carro");
    await page.getByPlaceholder("Buscar objetivos...").fill("");
    await expect(cards(page)).toHaveCount(2);
    await screenshot(page, "objectives-list");

    // Delete: the transactions stay, unlinked.
    await page.getByRole("button", { name: "Excluir Viagem" }).click();
    await page.getByRole("alertdialog").getByRole("button", { name: "Excluir" }).click();
    await expect(toast(page, "Objetivo excluído")).toBeVisible();
    await expect(cards(page)).toHaveCount(1);
    const kept = await e2eDb().query<{ linked: number; total: number }>(
      "select count(*) filter (where is_objective or objective_id is not null)::int as linked, count(*)::int as total from transactions where user_id = $1",
      [user.id],
    );
    expect(kept.rows[0]).toEqual({ linked: 0, total: 3 });
  });
});
