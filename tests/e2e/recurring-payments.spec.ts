import type { Page } from "@playwright/test";
import { e2eDb, expect, screenshot, test } from "./fixtures";
import {
  expectSearchForm,
  expectSearchRoundTrip,
  occurrences,
  serverHtml,
} from "./label-screen-journey";

const NBSP = "\u00a0";

async function chooseOption(page: Page, label: string, option: string) {
  await page.getByRole("dialog").getByLabel(label, { exact: true }).click();
  await page.getByRole("option", { name: option, exact: true }).click();
}

const card = (page: Page, name: string) =>
  page
    .getByTestId("recurring-payment-panel")
    .filter({ has: page.getByRole("heading", { name, exact: true }) });

test.describe("Pagamentos Recorrentes", () => {
  test.beforeEach(async ({ page, user }) => {
    // The first-use tour (another screen's feature) would cover the sidebar; this journey is about bills.
    await page.addInitScript(() => localStorage.setItem("onboardingTourCompleted", "true"));
    await e2eDb().query(
      "insert into categories (user_id, name, color) values ($1, 'Moradia', '#10B981'), ($1, 'Impostos', '#F59E0B')",
      [user.id],
    );
    await e2eDb().query("insert into payment_methods (user_id, name) values ($1, 'Pix')", [
      user.id,
    ]);
  });

  test("renders on the server and searches through ?q=", async ({ page, user }) => {
    await e2eDb().query(
      `insert into recurring_payments (user_id, name, amount, due_day, category_id)
       select $1, 'Condomínio', 850.40, 10, id from categories where user_id = $1 and name = 'Moradia'
       union all select $1, 'Internet', 99.90, 5, null`,
      [user.id],
    );
    // Only the session cookie, no JavaScript: the HTML already holds the cards.
    const html = await serverHtml(page, "/recurring-payments");
    expectSearchForm(html, "/recurring-payments");
    expect(occurrences(html, 'data-testid="recurring-payment-panel"')).toBe(2);
    expect(html).toContain("Condomínio");
    expect(html).toContain(`R$${NBSP}850,40`);
    expect(html).toContain("Todo dia 10");
    expect(html).toContain("Moradia");
    expect(html).toContain("Internet");
    const filtered = await serverHtml(page, "/recurring-payments?q=CONDOMINIO");
    expect(occurrences(filtered, 'data-testid="recurring-payment-panel"')).toBe(1);
    expect(filtered).not.toContain("Internet");
    expect(await serverHtml(page, "/recurring-payments?q=xyz")).toContain(
      "Não encontramos pagamentos com &quot;xyz&quot;",
    );

    await page.goto("/recurring-payments");
    await expectSearchRoundTrip(page, {
      path: "/recurring-payments",
      placeholder: "Buscar pagamentos...",
      term: "condominio",
      cards: page.getByTestId("recurring-payment-panel"),
      match: "Condomínio",
    });
  });

  test("create, edit, search and delete recurring payments", async ({ page, user }) => {
    // The longest journey: every save renders the page again on the server.
    test.slow();
    await page.goto("/recurring-payments");
    await expect(
      page.getByRole("heading", { name: "Pagamentos Recorrentes", level: 1 }),
    ).toBeVisible();
    await expect(page.getByText("Nenhum pagamento recorrente encontrado")).toBeVisible();
    await expect(page.getByText("Comece cadastrando seus pagamentos recorrentes")).toBeVisible();

    // Create: monthly, from the empty state's button.
    await page.getByRole("button", { name: "Cadastrar Pagamento" }).click();
    const dialog = page.getByRole("dialog");
    await expect(dialog.getByRole("heading", { name: "Novo Pagamento" })).toBeVisible();
    await dialog.getByRole("button", { name: "Cadastrar pagamento" }).click();
    await expect(dialog.getByText("O nome é obrigatório.")).toBeVisible();
    await expect(dialog.getByText("O dia de vencimento é obrigatório.")).toBeVisible();
    await dialog.getByLabel("Nome").fill("Aluguel");
    await dialog.getByLabel("Valor").fill("1.234,56");
    await expect(dialog.getByText(`R$${NBSP}1.234,56`)).toBeVisible();
    await dialog.getByLabel("Dia de vencimento").fill("31");
    await expect(
      dialog.getByText("Todo dia 31 (ou o último dia, nos meses mais curtos)"),
    ).toBeVisible();
    await chooseOption(page, "Categoria", "Moradia");
    await chooseOption(page, "Meio de pagamento", "Pix");
    await dialog.getByLabel("Descrição (opcional)").fill("Apartamento");
    await dialog.getByRole("button", { name: "Cadastrar pagamento" }).click();
    await expect(page.getByText("Pagamento criado", { exact: true })).toBeVisible();
    await expect(page.getByText("O pagamento recorrente foi criado com sucesso.")).toBeVisible();
    const aluguel = card(page, "Aluguel");
    await expect(aluguel).toContainText("Todo dia 31");
    await expect(aluguel).toContainText(`R$${NBSP}1.234,56`);
    await expect(aluguel).toContainText("Ativo");
    await expect(aluguel).toContainText("Mensal");
    await expect(aluguel).toContainText("Moradia");
    await expect(aluguel).toContainText("Pix");
    await expect(aluguel).toContainText("Apartamento");

    // Weekly: the weekday is picked by name.
    await page.getByRole("button", { name: "Novo Pagamento" }).click();
    await dialog.getByLabel("Nome").fill("Diarista");
    await dialog.getByLabel("Valor").fill("150");
    await chooseOption(page, "Frequência", "Semanal");
    await chooseOption(page, "Dia de vencimento", "Domingo");
    await dialog.getByRole("button", { name: "Cadastrar pagamento" }).click();
    await expect(card(page, "Diarista")).toContainText("Todo domingo");
    await expect(card(page, "Diarista")).toContainText("Semanal");
    await expect(card(page, "Diarista")).toContainText("Sem categoria");

    // Yearly: day + month, stored as the day of the year.
    await page.getByRole("button", { name: "Novo Pagamento" }).click();
    await dialog.getByLabel("Nome").fill("IPVA");
    await dialog.getByLabel("Valor").fill("1834,27");
    await chooseOption(page, "Frequência", "Anual");
    await chooseOption(page, "Mês", "Fevereiro");
    await chooseOption(page, "Dia", "14");
    await chooseOption(page, "Categoria", "Impostos");
    await dialog.getByRole("button", { name: "Cadastrar pagamento" }).click();
    await expect(card(page, "IPVA")).toContainText("14 de fevereiro");
    await expect(card(page, "IPVA")).toContainText("Anual");
    const stored = await e2eDb().query<{ due_day: number; amount: string }>(
      "select due_day, amount from recurring_payments where user_id = $1 and name = 'IPVA'",
      [user.id],
    );
    expect(stored.rows).toEqual([{ due_day: 45, amount: "1834.27" }]);
    await screenshot(page, "recurring-payments-list");

    // Edit: new amount, inactive.
    await page.getByRole("button", { name: "Editar Aluguel" }).click();
    await expect(dialog.getByRole("heading", { name: "Editar Pagamento" })).toBeVisible();
    await expect(dialog.getByLabel("Valor")).toHaveValue("1.234,56");
    await dialog.getByLabel("Valor").fill("1.500,00");
    await dialog.getByRole("switch").click();
    await dialog.getByRole("button", { name: "Salvar mudanças" }).click();
    await expect(page.getByText("Pagamento atualizado", { exact: true })).toBeVisible();
    await expect(aluguel).toContainText(`R$${NBSP}1.500,00`);
    await expect(aluguel).toContainText("Inativo");

    // Search: client-side, case-insensitive.
    const search = page.getByPlaceholder("Buscar pagamentos...");
    await search.fill("DIAR");
    await expect(page.getByTestId("recurring-payment-panel")).toHaveCount(1);
    await expect(card(page, "Diarista")).toBeVisible();
    await search.fill("xyz");
    await expect(page.getByText('Não encontramos pagamentos com "xyz"')).toBeVisible();
    await page.getByRole("button", { name: "Limpar busca" }).first().click();
    await expect(page.getByTestId("recurring-payment-panel")).toHaveCount(3);

    // Delete asks first.
    await page.getByRole("button", { name: "Excluir Diarista" }).click();
    const confirm = page.getByRole("alertdialog");
    await expect(confirm).toContainText("Diarista");
    await confirm.getByRole("button", { name: "Excluir" }).click();
    await expect(page.getByText("Pagamento excluído", { exact: true })).toBeVisible();
    await expect(card(page, "Diarista")).toHaveCount(0);
    await expect(page.getByTestId("recurring-payment-panel")).toHaveCount(2);
    const left = await e2eDb().query(
      "select name from recurring_payments where user_id = $1 order by name",
      [user.id],
    );
    expect(left.rows).toEqual([{ name: "Aluguel" }, { name: "IPVA" }]);

    // A reload reads the same from the server.
    await page.reload();
    await expect(card(page, "Aluguel")).toContainText("Inativo");
    await expect(card(page, "IPVA")).toContainText("Impostos");
  });
});
