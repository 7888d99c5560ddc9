import type { Page } from "@playwright/test";
import { statementOfPurchase } from "@/lib/domain/card-statement";
import { todayInSaoPaulo } from "@/lib/domain/calendar";
import { cents, formatMoney } from "@/lib/format/money";
import { e2eDb, expect, test } from "./fixtures";
import { shootEveryWay } from "./theme-shots";
import { openNew, pick } from "./transactions-fixtures";

const shoot = (page: Page, name: string) => shootEveryWay(page, "payment-method-kinds", name);

test.describe("Contas são contas: the suggested set gives a new person the right balance on day one", () => {
  test("take the suggested set, buy on the card and pay a Pix: Saldo em contas counts only the Pix; the card has a fatura", async ({ page, user }) => {
    test.setTimeout(360_000);
    await page.addInitScript(() => localStorage.setItem("onboardingTourCompleted", "true"));
    await page.setViewportSize({ width: 375, height: 800 });

    await page.goto("/payments");
    await page.getByRole("button", { name: "Usar meios sugeridos" }).click();
    const starter = page.getByRole("dialog", { name: "Meios de pagamento sugeridos" });
    await starter.getByRole("textbox", { name: "Dia de fechamento" }).fill("3");
    await starter.getByRole("textbox", { name: "Dia de vencimento" }).fill("10");
    await shoot(page, "starter-dialog");
    await starter.getByRole("button", { name: "Adicionar sugeridos" }).click();
    await expect(starter).toBeHidden();
    await expect(page.getByTestId("label-panel")).toHaveCount(6);
    await shoot(page, "payments");

    await page.goto("/transactions");
    const card = await openNew(page, "Tênis de corrida", "250,00");
    await pick(card, page, "Meio de pagamento", "Cartão de crédito");
    await card.getByRole("button", { name: "Adicionar transação" }).click();
    await expect(card).toBeHidden();
    const pix = await openNew(page, "Feira", "40,00");
    await pick(pix, page, "Meio de pagamento", "Pix");
    await pix.getByRole("button", { name: "Adicionar transação" }).click();
    await expect(pix).toBeHidden();

    // Only the Pix left an account (the Conta corrente it draws from); the card owes a fatura.
    await page.goto("/dashboard");
    const balances = page.locator("[data-slot='panel']").filter({ has: page.getByRole("heading", { name: "Saldo em contas" }) });
    await expect(balances.getByText(formatMoney(cents(-4000))).first()).toBeVisible();
    await expect(balances.getByText("Cartão de crédito")).toHaveCount(0);
    await expect(balances.getByText("Pix")).toHaveCount(0);
    await shoot(page, "dashboard");

    const { rows } = await e2eDb().query<{ id: string }>(
      "select id from payment_methods where user_id = $1 and kind = 'credit_card'",
      [user.id],
    );
    const month = statementOfPurchase(todayInSaoPaulo(), { closingDay: 3, dueDay: 10 });
    await page.goto(`/cards/${rows[0]?.id}?month=${Number(month.slice(5))}&year=${month.slice(0, 4)}`);
    await expect(page.getByTestId("statement-total")).toHaveText(formatMoney(cents(25000)));
    await shoot(page, "card-fatura");
  });

  test("a person from before the kinds is asked once which payment methods hold money", async ({ page, user }) => {
    test.setTimeout(120_000);
    await page.addInitScript(() => localStorage.setItem("onboardingTourCompleted", "true"));
    const db = e2eDb();
    await db.query(
      `insert into payment_methods (user_id, name, kind, opening_balance) values ($1, 'Nubank', 'account', 100), ($1, 'Boleto', 'method', 0)`,
      [user.id],
    );
    await db.query("update users set payment_kinds_review_pending = true where id = $1", [user.id]);
    await page.goto("/dashboard");
    const review = page.getByRole("dialog", { name: "Quais destes guardam dinheiro?" });
    await expect(review.getByRole("checkbox", { name: "Nubank" })).toBeChecked();
    await expect(review.getByRole("checkbox", { name: "Boleto" })).not.toBeChecked();
    await shoot(page, "review");
    await review.getByRole("button", { name: "Confirmar" }).click();
    await expect(review).toBeHidden();
    await page.reload();
    await expect(page.getByRole("dialog", { name: "Quais destes guardam dinheiro?" })).toHaveCount(0);
    const { rows } = await db.query<{ pending: boolean }>("select payment_kinds_review_pending as pending from users where id = $1", [user.id]);
    expect(rows[0]?.pending).toBe(false);
  });
});
