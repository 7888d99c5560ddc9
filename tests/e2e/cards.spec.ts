import fs from "node:fs";
import path from "node:path";
import type { Page } from "@playwright/test";
import { statementMonthLabel, statementOfPurchase } from "@/lib/domain/card-statement";
import { REGIME_EXPLANATIONS } from "@/lib/domain/dashboard-regime";
import { shiftMonth, todayInSaoPaulo } from "@/lib/domain/calendar";
import { cents, formatMoney } from "@/lib/format/money";
import { e2eDb, expect, test } from "./fixtures";
import { fullPageShot } from "./shot-style";
import { SHOTS_DIR } from "./theme-shots";

/** With the other walks' screenshots, kept after the run. */
const SHOTS = path.join(SHOTS_DIR, "cards");

/** The page as it is now, in light and then in dark, at the viewport's width. */
async function shoot(page: Page, name: string) {
  fs.mkdirSync(SHOTS, { recursive: true });
  for (const theme of ["light", "dark"] as const) {
    await page.evaluate((chosen) => {
      localStorage.setItem("theme", chosen);
      document.documentElement.classList.toggle("dark", chosen === "dark");
    }, theme);
    await fullPageShot(page, path.join(SHOTS, `${name}-${theme}-375.png`));
  }
  await page.evaluate(() => {
    localStorage.setItem("theme", "light");
    document.documentElement.classList.remove("dark");
  });
}

/** page.goto, again if the dev server aborted the navigation to reload itself. */
async function visit(page: Page, url: string) {
  for (let attempt = 1; ; attempt += 1) {
    try {
      await page.goto(url);
      return;
    } catch (error) {
      if (attempt >= 3 || !String(error).includes("ERR_ABORTED")) throw error;
    }
  }
}

const statementLink = (cardId: string, month: string) =>
  `/cards/${cardId}?month=${Number(month.slice(5))}&year=${month.slice(0, 4)}`;

test.describe("Cartões: a parcelado purchase across three faturas, paid one at a time", () => {
  test("create a card, buy 3× on it, see it in three faturas, pay one, see the limit return", async ({ page, user }) => {
    // Seven screens and four dialogs: in dev mode each compiles on first use.
    test.setTimeout(360_000);
    await page.addInitScript(() => localStorage.setItem("onboardingTourCompleted", "true"));
    await page.setViewportSize({ width: 375, height: 740 });
    const db = e2eDb();
    await db.query(`insert into payment_methods (user_id, name, color, kind, opening_balance) values ($1, 'Conta corrente', '#14B8A6', 'account', 2000)`, [
      user.id,
    ]);

    // The card, through the payment method dialog's "Cartão de crédito" kind.
    await visit(page, "/payments");
    // In dev mode the dialog's chunk compiles on first use and the page may reload once for it.
    await page.getByRole("button", { name: "Novo Meio de Pagamento" }).first().click();
    await page.waitForLoadState("networkidle");
    await visit(page, "/payments");
    await page.getByRole("button", { name: "Novo Meio de Pagamento" }).first().click();
    const methodDialog = page.getByRole("dialog").filter({ has: page.getByRole("textbox", { name: "Nome" }) });
    await methodDialog.getByRole("textbox", { name: "Nome" }).fill("Cartão Roxo");
    await methodDialog.getByRole("radio", { name: "Cartão de crédito" }).check();
    await methodDialog.getByRole("textbox", { name: "Dia de fechamento" }).fill("3");
    await methodDialog.getByRole("textbox", { name: "Dia de vencimento" }).fill("10");
    await methodDialog.getByRole("textbox", { name: "Limite (opcional)" }).fill("1.000,00");
    await shoot(page, "card-dialog");
    await methodDialog.getByRole("button", { name: "Criar meio de pagamento" }).click();
    await expect(methodDialog).toBeHidden();
    const { rows } = await db.query<{ id: string; kind: string; closing_day: number }>(
      "select id, kind, closing_day from payment_methods where user_id = $1 and name = 'Cartão Roxo'",
      [user.id],
    );
    expect(rows[0]).toMatchObject({ kind: "credit_card", closing_day: 3 });
    const cardId = rows[0]?.id ?? "";

    // Three parcelas of R$ 100,00 bought today.
    const today = todayInSaoPaulo();
    const first = statementOfPurchase(today, { closingDay: 3, dueDay: 10 });
    await visit(page, "/transactions");
    await page.getByRole("button", { name: "Nova Transação" }).first().click();
    const dialog = page.getByRole("dialog", { name: "Nova Transação" });
    await dialog.getByRole("textbox", { name: "Descrição" }).fill("Fone de ouvido");
    await dialog.getByRole("checkbox", { name: "Compra parcelada" }).click();
    await dialog.getByRole("spinbutton", { name: "Parcelas" }).fill("3");
    await dialog.getByRole("textbox", { name: "Valor total" }).fill("300,00");
    await dialog.getByRole("combobox", { name: /Meio de pagamento/ }).click();
    await page.getByRole("option", { name: "Cartão Roxo", exact: true }).click();
    await expect(dialog.getByTestId("statement-hint")).toHaveText(`Entra na fatura de ${statementMonthLabel(first)}`);
    await shoot(page, "card-transaction-dialog");
    await dialog.getByRole("button", { name: "Adicionar transação" }).click();
    await expect(dialog).toBeHidden();

    // The limit in use, and each parcela on its own fatura.
    await visit(page, "/cards");
    await expect(page.getByTestId("available-limit")).toHaveText(formatMoney(cents(70_000)));
    await shoot(page, "cards");
    for (const [k, month] of [first, shiftMonth(first, 1), shiftMonth(first, 2)].entries()) {
      await visit(page, statementLink(cardId, month));
      await expect(page.getByText(`Parcela ${k + 1}/3`)).toBeVisible();
      await expect(page.getByTestId("statement-total")).toHaveText(formatMoney(cents(10_000)));
    }

    // Pay the first fatura in full from the account.
    await visit(page, statementLink(cardId, first));
    await expect(page.getByText("Parcela 1/3")).toBeVisible();
    await page.getByRole("button", { name: "Pagar fatura" }).click();
    const pay = page.getByRole("dialog", { name: "Pagar fatura" });
    await expect(pay.getByRole("textbox", { name: "Valor" })).toHaveValue("100,00");
    await expect(pay.getByRole("combobox", { name: "Conta de origem" })).toHaveText("Conta corrente");
    await shoot(page, "card-pay-dialog");
    await pay.getByRole("button", { name: "Pagar", exact: true }).click();
    await expect(pay).toBeHidden();
    await expect(page.getByTestId("statement-remaining")).toHaveText(formatMoney(cents(0)));
    await shoot(page, "card-statement-paid");

    await visit(page, "/cards");
    await expect(page.getByTestId("available-limit")).toHaveText(formatMoney(cents(80_000)));
    await visit(page, "/accounts");
    await expect(page.getByText(formatMoney(cents(190_000))).first()).toBeVisible();
    await shoot(page, "accounts");

    // The dashboard: balances, cards, and the regime toggle remembered for the user.
    await visit(page, "/dashboard");
    await expect(page.getByText("Saldo em contas")).toBeVisible();
    await page.getByRole("radio", { name: "Caixa" }).click();
    await expect(page.getByText(REGIME_EXPLANATIONS.caixa)).toBeVisible();
    const { rows: regime } = await db.query<{ dashboard_regime: string }>("select dashboard_regime from users where id = $1", [user.id]);
    expect(regime[0]?.dashboard_regime).toBe("caixa");
    await shoot(page, "dashboard");
  });
});
