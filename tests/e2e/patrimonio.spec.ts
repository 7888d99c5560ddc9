import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import { cents, formatMoney } from "@/lib/format/money";
import { e2eDb, expect, screenshot, test } from "./fixtures";
import { skipOnboardingTour } from "./label-screen-journey";
import { readE2EState } from "./state";
import { shootEveryWay } from "./theme-shots";

/** A call to the API as the signed-in person (the page's session cookie, from our own origin). */
async function api<T = unknown>(page: Page, method: string, url: string, data?: unknown): Promise<T> {
  const res = await page.request.fetch(`/api/v1${url}`, { method, data, headers: { origin: readE2EState().baseURL } });
  expect(res.ok(), `${method} ${url}: ${res.status()} ${await res.text()}`).toBe(true);
  return (res.status() === 204 ? null : await res.json()) as T;
}

/** The large figure of "Patrimônio líquido". */
const netWorth = (page: Page) => page.getByTestId("net-worth-today").locator('[data-slot="money"]').first();
const toast = (page: Page, text: string) => page.locator("[data-sonner-toast]").filter({ hasText: text });
const dialog = (page: Page) => page.getByRole("dialog");

async function seriousFindings(page: Page) {
  const results = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"]).analyze();
  return results.violations
    .filter((violation) => violation.impact === "serious" || violation.impact === "critical")
    .map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(" ")).join(", ")}`);
}

test.describe("Patrimônio", () => {
  test.beforeEach(async ({ page }) => skipOnboardingTour(page));

  test("an investment and a loan typed by hand move net worth; a balance edited, a loan deleted", async ({ page, user }) => {
    void user; // signed in
    test.setTimeout(240_000);
    await page.goto("/dashboard");
    await api(page, "POST", "/payment-method", { name: "Conta Itaú", kind: "account", openingBalance: 2500 });

    // Reached from the menu: only the account yet, and the empty state offers both ways in.
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto("/dashboard");
    await page.getByRole("link", { name: "Patrimônio" }).first().click();
    await expect(page).toHaveURL(/\/patrimonio$/);
    await expect(page.getByRole("heading", { level: 1, name: "Patrimônio" })).toBeVisible();
    await expect(netWorth(page)).toHaveText(formatMoney(cents(250_000)));
    await expect(page.getByText("Nenhum investimento ainda")).toBeVisible();
    await expect(page.getByRole("link", { name: "Conectar um banco" })).toHaveAttribute("href", "/connections");
    // The history: twelve months, the earlier ones rebuilt from the account's rows and said to be estimated.
    const history = page.getByRole("table", { name: "Patrimônio líquido por mês" });
    await expect(history.getByRole("row")).toHaveCount(13);
    await expect(history.getByRole("row", { name: /^nov\/26 \(estimado\)/ })).toContainText(formatMoney(cents(250_000)));
    await expect(history.getByRole("row", { name: /^dez\/26 R\$/ })).toContainText(formatMoney(cents(250_000)));
    await shootEveryWay(page, "patrimonio", "empty");

    // A CDB typed by hand, through the dialog, by keyboard.
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.getByRole("button", { name: "Adicionar investimento" }).first().click();
    await expect(dialog(page)).toBeVisible();
    await dialog(page).getByLabel("Nome").fill("CDB Banco X");
    await dialog(page).getByLabel("Instituição (opcional)").fill("Banco X");
    await dialog(page).getByLabel("Saldo atual").fill("10.000,00");
    await expect(dialog(page).getByText(formatMoney(cents(1_000_000)))).toBeVisible();
    await dialog(page).getByLabel("Rentabilidade (opcional)").fill("110% do CDI");
    await dialog(page).getByLabel("Rentabilidade (opcional)").press("Enter");
    await expect(toast(page, "Investimento adicionado")).toBeVisible();
    await expect(netWorth(page)).toHaveText(formatMoney(cents(1_250_000)));
    const cdb = page.getByTestId("investment-item").filter({ hasText: "CDB Banco X" });
    await expect(cdb).toContainText("110% do CDI");
    await expect(cdb).toContainText("Renda fixa");
    await expect(page.getByRole("list", { name: "Investimentos por instituição" })).toContainText("Banco X");

    // A bad amount stays in the dialog with its message.
    await page.getByRole("button", { name: "Adicionar empréstimo" }).first().click();
    await dialog(page).getByLabel("Nome").fill("Financiamento carro");
    await dialog(page).getByLabel("Tipo").selectOption("financiamento_veiculo");
    await dialog(page).getByLabel("Saldo devedor").fill("abc");
    await dialog(page).getByRole("button", { name: "Adicionar" }).click();
    await expect(dialog(page).getByText("O saldo devedor: valor inválido. Use o formato 1.234,56.")).toBeVisible();
    await dialog(page).getByLabel("Saldo devedor").fill("3.000,00");
    await dialog(page).getByLabel("Parcelas pagas").fill("6");
    await dialog(page).getByLabel("Total de parcelas").fill("48");
    await dialog(page).getByLabel("CET, % ao ano (opcional)").fill("18,5");
    await page.setViewportSize({ width: 375, height: 800 });
    await screenshot(page, "patrimonio/loan-dialog-375", { fullPage: false });
    await dialog(page).getByRole("button", { name: "Adicionar" }).click();
    await expect(toast(page, "Empréstimo adicionado")).toBeVisible();
    await expect(netWorth(page)).toHaveText(formatMoney(cents(950_000)));
    const loan = page.getByTestId("loan-item").filter({ hasText: "Financiamento carro" });
    await expect(loan).toContainText("6 de 48 pagas");
    await expect(loan).toContainText("18,5% a.a.");
    await expect(loan).toContainText("Financiamento de veículo");

    // The history's range lives in the URL.
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.getByRole("link", { name: "2 anos" }).click();
    await expect(page).toHaveURL(/\?meses=24$/);
    await expect(page.getByRole("link", { name: "2 anos" })).toHaveAttribute("aria-current", "page");
    await page.goto("/patrimonio");
    await shootEveryWay(page, "patrimonio", "filled");
    for (const dark of [false, true]) {
      await page.evaluate((on) => document.documentElement.classList.toggle("dark", on), dark);
      expect(await seriousFindings(page), dark ? "dark" : "light").toEqual([]);
    }
    await page.evaluate(() => document.documentElement.classList.remove("dark"));

    // The CDB's balance today, edited.
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.getByRole("button", { name: "Editar CDB Banco X" }).click();
    await dialog(page).getByLabel("Saldo atual").fill("10.500,00");
    await dialog(page).getByRole("button", { name: "Salvar alterações" }).click();
    await expect(toast(page, "Investimento atualizado")).toBeVisible();
    await expect(netWorth(page)).toHaveText(formatMoney(cents(1_000_000)));
    await expect(cdb.locator('[data-slot="money"]').first()).toHaveText(formatMoney(cents(1_050_000)));

    // The loan deleted, after the question.
    await page.getByRole("button", { name: "Excluir Financiamento carro" }).click();
    await page.getByRole("alertdialog").getByRole("button", { name: "Excluir" }).click();
    await expect(toast(page, "Empréstimo excluído")).toBeVisible();
    await expect(loan).toHaveCount(0);
    await expect(netWorth(page)).toHaveText(formatMoney(cents(1_300_000)));
    await expect(page.getByText("Nenhum empréstimo cadastrado.")).toBeVisible();
  });

  test("a connected investment shows its bank and changes only its kind", async ({ page, user }) => {
    const db = e2eDb();
    const item = await db.query<{ id: string }>(
      "insert into open_finance_items (user_id, pluggy_item_id, institution_name, status) values ($1, $2, 'Banco Inter', 'UPDATED') returning id",
      [user.id, `item-${crypto.randomUUID()}`],
    );
    await db.query(
      `insert into investments (user_id, item_id, pluggy_investment_id, name, kind, subtype, balance, rate_text, due_date)
       values ($1, $2, $3, 'LCI Inter', 'renda_fixa', 'LCI', 7300.55, '95% do CDI', '2027-08-01')`,
      [user.id, item.rows[0]!.id, crypto.randomUUID()],
    );
    await page.goto("/patrimonio");
    const lci = page.getByTestId("investment-item").filter({ hasText: "LCI Inter" });
    await expect(lci).toContainText("Conectado · Banco Inter");
    await expect(lci).toContainText("95% do CDI");
    await expect(lci.getByRole("button", { name: /Excluir/ })).toHaveCount(0);
    await expect(netWorth(page)).toHaveText(formatMoney(cents(730_055)));

    await lci.getByRole("button", { name: "Alterar tipo de LCI Inter" }).click();
    await expect(dialog(page).getByLabel("Saldo atual")).toHaveCount(0);
    await dialog(page).getByLabel("Tipo").selectOption("outros");
    await dialog(page).getByRole("button", { name: "Salvar alterações" }).click();
    await expect(toast(page, "Investimento atualizado")).toBeVisible();
    await expect(lci).toContainText("Outros");
    await expect(page.getByRole("list", { name: "Investimentos por instituição" })).toContainText("Banco Inter");
    await shootEveryWay(page, "patrimonio", "connected");
  });
});
