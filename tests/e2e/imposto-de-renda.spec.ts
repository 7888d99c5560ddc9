import { execFileSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import { expect, screenshot, test } from "./fixtures";
import { readE2EState } from "./state";
import { SHOTS_DIR, shootEveryWay } from "./theme-shots";

/** Valid check digits: a CPF for the doctor, a CNPJ for the employer. */
const DOCTOR_CPF = "52998224725";
const EMPLOYER_CNPJ = "11222333000181";

/** A call to the API as the signed-in person (the page's session cookie, from our own origin). */
async function api<T = unknown>(page: Page, method: string, url: string, data?: unknown): Promise<T> {
  const res = await page.request.fetch(`/api/v1${url}`, {
    method,
    data,
    headers: { origin: readE2EState().baseURL },
  });
  expect(res.ok(), `${method} ${url}: ${res.status()} ${await res.text()}`).toBe(true);
  return (res.status() === 204 ? null : await res.json()) as T;
}

/**
 * Ano-calendário 2026 through the API, as a person keeps it: a conta corrente (no bank details yet),
 * the salary from one employer (CNPJ) from January to November, and two consultations with a doctor
 * in "Saúde", a category marked deductible (médicos, code 10), the doctor still without a CPF.
 */
async function seedYear(page: Page) {
  const types = await api<{ _id: string; transactionType: string }[]>(page, "GET", "/transaction/transaction-types");
  const typeId = (name: string) => types.find((type) => type.transactionType === name)!._id;
  const account = await api<{ _id: string }>(page, "POST", "/payment-method", {
    name: "Conta Itaú",
    kind: "account",
    openingBalance: 2500,
  });
  const salary = await api<{ _id: string }>(page, "POST", "/category", { name: "Salário", type: "receita" });
  const health = await api<{ _id: string }>(page, "POST", "/category", { name: "Saúde", type: "despesa" });
  await api(page, "PATCH", `/category/${health._id}`, { deductible: { kind: "saude", code: "10" } });
  const employer = await api<{ id: string }>(page, "POST", "/payees", { name: "Empresa Exemplo Ltda", document: EMPLOYER_CNPJ });
  const doctor = await api<{ id: string }>(page, "POST", "/payees", { name: "Dra. Ana Souza" });
  const add = (description: string, valor: number, day: string, type: string, categoryId: string, payeeId: string) =>
    api(page, "POST", "/transaction", {
      description,
      valor,
      transactionDate: day,
      transactionTypeId: typeId(type),
      categoryId,
      paymentMethodId: account._id,
      payeeId,
    });
  for (let month = 1; month <= 11; month += 1) {
    await add("Salário", 8000, `2026-${String(month).padStart(2, "0")}-05`, "receita", salary._id, employer.id);
  }
  await add("Consulta Dra. Ana", 350, "2026-03-10", "despesa", health._id, doctor.id);
  await add("Consulta Dra. Ana", 350, "2026-06-16", "despesa", health._id, doctor.id);
  return { accountId: account._id, doctorId: doctor.id, healthId: health._id };
}

async function seriousFindings(page: Page) {
  const results = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"]).analyze();
  return results.violations
    .filter((violation) => violation.impact === "serious" || violation.impact === "critical")
    .map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(" ")).join(", ")}`);
}

test.describe("Imposto de Renda", () => {
  test("a year's declaration: the fichas, a pendência fixed in one tap, the link to the rows, the PDF", async ({ page, user }) => {
    test.setTimeout(300_000);
    // The onboarding tour would sit over the screenshots.
    await page.addInitScript(() => localStorage.setItem("onboardingTourCompleted", "true"));
    // Before anything is kept: the empty state.
    await page.goto("/imposto-de-renda");
    await expect(page.getByText("Nada registrado em 2026")).toBeVisible();
    await shootEveryWay(page, "imposto-de-renda", "empty");
    const seeded = await seedYear(page);

    // Reached from the menu; the last ano-calendário (2026, seen in December 2026) by default.
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto("/dashboard");
    await page.getByRole("link", { name: "Imposto de Renda" }).first().click();
    await expect(page).toHaveURL(/\/imposto-de-renda/);
    await expect(page.getByRole("heading", { level: 1, name: "Imposto de Renda 2026" })).toBeVisible();
    await expect(page.getByText("Bolso prepara, você declara. Isto não é aconselhamento tributário.")).toBeVisible();

    // Rendimentos: one payer, its CNPJ and the year's total.
    const income = page.getByTestId("tax-section-rendimentos");
    await expect(income.getByRole("link", { name: /Empresa Exemplo Ltda/ })).toBeVisible();
    await expect(income.getByText("11.222.333/0001-81")).toBeVisible();
    await expect(income.getByText("R$ 88.000,00")).toBeVisible();

    // Pagamentos efetuados: the doctor under code 10, without a document for now.
    const payments = page.getByTestId("tax-section-pagamentos");
    await expect(payments.getByText("Dra. Ana Souza")).toBeVisible();
    await expect(payments.getByText("10", { exact: true })).toBeVisible();
    await expect(payments.getByText("R$ 700,00")).toBeVisible();
    await expect(payments.getByText("Sem documento")).toBeVisible();

    // The pendências name what is missing: the doctor's CPF and the account's bank details.
    const pending = page.getByTestId("tax-pending");
    const doctorTask = pending.getByTestId("tax-pending-item").filter({ hasText: "Dra. Ana Souza" });
    await expect(doctorTask).toBeVisible();
    await expect(pending.getByTestId("tax-pending-item").filter({ hasText: "Conta Itaú" })).toBeVisible();
    expect(await seriousFindings(page)).toEqual([]);
    await shootEveryWay(page, "imposto-de-renda", "report");

    // One tap: the dialog asks for the CPF, masks it as typed, and a wrong one is refused in place.
    await page.setViewportSize({ width: 375, height: 800 });
    await doctorTask.getByRole("button", { name: /Adicionar CPF\/CNPJ/ }).click();
    const dialog = page.getByRole("dialog", { name: "CPF ou CNPJ do favorecido" });
    await expect(dialog).toBeVisible();
    const field = dialog.getByLabel("CPF ou CNPJ");
    await field.fill("52998224700");
    await expect(field).toHaveValue("529.982.247-00");
    await dialog.getByRole("button", { name: "Salvar" }).click();
    await expect(dialog.getByRole("alert")).toContainText("confira os dígitos");
    await field.fill(DOCTOR_CPF);
    await screenshot(page, "imposto-de-renda/fix-dialog-375", { fullPage: false });
    await dialog.getByRole("button", { name: "Salvar" }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByText("Pendência resolvida")).toBeVisible();
    // The report is read again: the task is gone and the line shows the document.
    await expect(doctorTask).toHaveCount(0);
    await expect(payments.getByText("529.982.247-25")).toBeVisible();
    await expect(payments.getByText("Sem documento")).toHaveCount(0);

    // The account's bank details, fixed the same way.
    const accountTask = pending.getByTestId("tax-pending-item").filter({ hasText: "Conta Itaú" });
    await accountTask.getByRole("button", { name: /Adicionar dados da conta/ }).click();
    const bank = page.getByRole("dialog", { name: "Banco, agência e conta" });
    await bank.getByLabel("Banco", { exact: true }).fill("341");
    await bank.getByLabel("Agência").fill("0123");
    await bank.getByLabel("Conta", { exact: true }).fill("45678-9");
    await bank.getByLabel("CNPJ do banco (opcional)").fill("60701190000104");
    await bank.getByRole("button", { name: "Salvar" }).click();
    await expect(bank).toBeHidden();
    await expect(accountTask).toHaveCount(0);
    const assets = page.getByTestId("tax-section-bens");
    await expect(assets.getByText("60.701.190/0001-04", { exact: true })).toBeVisible();
    await expect(assets.getByText("Banco 341 · Ag. 0123 · Conta 45678-9")).toBeVisible();

    // The last one, the titular's own CPF: then nothing is missing.
    await pending.getByRole("button", { name: /Adicionar CPF:/ }).click();
    const own = page.getByRole("dialog", { name: "Seu CPF" });
    await own.getByLabel("CPF").fill("11144477735");
    await own.getByRole("button", { name: "Salvar" }).click();
    await expect(own).toBeHidden();
    await expect(pending).toContainText("Nada falta");
    await shootEveryWay(page, "imposto-de-renda", "report-fixed");

    // A line links back to its rows: the payer's salaries of the whole year on Transações.
    await page.setViewportSize({ width: 1280, height: 900 });
    await income.getByRole("link", { name: /Empresa Exemplo Ltda/ }).click();
    await expect(page).toHaveURL(/\/transactions\?.*periodo=ano/);
    await expect(page).toHaveURL(/payee=/);
    await expect(page.getByTestId("month-label")).toHaveText("Ano de 2026");
    await expect(page.getByTestId("payee-filter")).toContainText("Empresa Exemplo Ltda");
    await expect(page.getByRole("button", { name: "Editar Salário" })).toHaveCount(11);
    await expect(page.getByTestId("summary-receitas")).toHaveText("R$\u00a088.000,00");
    await shootEveryWay(page, "imposto-de-renda", "transactions-payee-year");

    // The PDF: downloaded from the header, a real PDF, turned into PNG pages to look at.
    await page.goto("/imposto-de-renda?ano=2026");
    const [download] = await Promise.all([
      page.waitForEvent("download"),
      page.getByRole("link", { name: "Baixar PDF" }).click(),
    ]);
    const folder = path.join(SHOTS_DIR, "imposto-de-renda", "pdf");
    fs.mkdirSync(folder, { recursive: true });
    const pdf = path.join(folder, "informe-2026.pdf");
    await download.saveAs(pdf);
    expect(fs.readFileSync(pdf).subarray(0, 5).toString()).toBe("%PDF-");
    execFileSync("pdftoppm", ["-png", "-r", "80", pdf, path.join(folder, "page")]);
    const pages = fs.readdirSync(folder).filter((name) => name.endsWith(".png"));
    expect(pages.length).toBeGreaterThan(0);
    const text = execFileSync("pdftotext", ["-layout", pdf, "-"]).toString();
    expect(text).toContain("Empresa Exemplo Ltda");
    expect(text).toContain("529.982.247-25");
    expect(text).toMatch(/não é aconselhamento tributário/);

    // A section's CSV.
    const csv = await page.request.get("/api/v1/tax/2026/csv?section=payments");
    expect(csv.ok()).toBe(true);
    expect(await csv.text()).toContain("Dra. Ana Souza");

    // 2025 holds only the account's balance on 31/12/2025: Bens e Direitos, nothing else.
    await page.goto("/imposto-de-renda?ano=2025");
    await expect(page.getByRole("heading", { level: 1, name: "Imposto de Renda 2025" })).toBeVisible();
    await expect(page.getByTestId("tax-section-bens").getByText("Conta Itaú", { exact: false }).first()).toBeVisible();
    await expect(page.getByTestId("tax-section-rendimentos")).toContainText("Nenhuma receita de pessoa jurídica neste ano.");
    void seeded;
    void user;
  });

  test("dependentes in Perfil, the deductible marking in the category and payee editors, and a row's override", async ({ page, user }) => {
    test.setTimeout(240_000);
    await page.addInitScript(() => localStorage.setItem("onboardingTourCompleted", "true"));
    await page.goto("/dashboard");
    const seeded = await seedYear(page);

    // Perfil › Dependentes: add one with a masked CPF, a birth date and the relationship.
    await page.setViewportSize({ width: 375, height: 800 });
    await page.goto("/profile");
    const card = page.getByTestId("dependents-panel");
    await expect(card.getByText("Nenhum dependente cadastrado.")).toBeVisible();
    await card.getByRole("button", { name: "Adicionar dependente" }).click();
    const dialog = page.getByRole("dialog", { name: "Adicionar dependente" });
    await dialog.getByLabel("Nome").fill("Lucas Souza");
    await dialog.getByLabel("CPF").fill("39053344705");
    await expect(dialog.getByLabel("CPF")).toHaveValue("390.533.447-05");
    await dialog.getByLabel("Data de nascimento").fill("14/05/2015");
    await dialog.getByRole("combobox", { name: "Parentesco" }).click();
    await page.getByRole("option", { name: /^21 · / }).click();
    await screenshot(page, "imposto-de-renda/dependent-dialog-375", { fullPage: false });
    await dialog.getByRole("button", { name: "Adicionar" }).click();
    await expect(dialog).toBeHidden();
    const dependent = card.getByTestId("dependent").filter({ hasText: "Lucas Souza" });
    await expect(dependent).toContainText("390.533.447-05");
    await expect(dependent).toContainText("14/05/2015");
    await shootEveryWay(page, "imposto-de-renda", "profile-dependents");

    // Edit it, then it is there for a row's beneficiary.
    await dependent.getByRole("button", { name: "Editar Lucas Souza" }).click();
    const edit = page.getByRole("dialog", { name: "Editar dependente" });
    await edit.getByLabel("Nome").fill("Lucas A. Souza");
    await edit.getByRole("button", { name: "Salvar alterações" }).click();
    await expect(card.getByTestId("dependent").filter({ hasText: "Lucas A. Souza" })).toBeVisible();

    // Categorias: the deductible marking shows in the editor, with its code.
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto("/categories");
    await page.getByRole("button", { name: "Editar Saúde" }).click();
    const category = page.getByRole("dialog");
    await expect(category.getByRole("combobox", { name: "Dedutível no Imposto de Renda" })).toContainText("Saúde");
    await expect(category.getByRole("combobox", { name: "Código na declaração" })).toContainText("10");
    await screenshot(page, "imposto-de-renda/category-deductible-1280", { fullPage: false });
    await page.keyboard.press("Escape");

    // A row's override: the consultation was for the dependente, R$ 100,00 came back from the plan.
    await page.goto("/transactions?month=3&year=2026");
    await page.getByRole("button", { name: "Editar Consulta Dra. Ana" }).click();
    const sheet = page.getByRole("dialog", { name: "Editar Transação" });
    const taxPanel = sheet.getByRole("button", { name: "Imposto de Renda" });
    await expect(taxPanel).toHaveAttribute("aria-expanded", "true");
    await sheet.getByRole("combobox", { name: "Para quem" }).click();
    await page.getByRole("option", { name: "Lucas A. Souza" }).click();
    await sheet.getByLabel("Reembolsado").fill("100,00");
    await screenshot(page, "imposto-de-renda/row-override-1280", { fullPage: false });
    await sheet.getByRole("button", { name: "Salvar alterações" }).click();
    await expect(sheet).toBeHidden();

    // The payee editor, from the row's Favorecido: the document and the marking.
    await page.getByRole("button", { name: "Editar Consulta Dra. Ana" }).click();
    await page.getByRole("button", { name: "Editar favorecido Dra. Ana Souza" }).click();
    const payee = page.getByRole("dialog", { name: "Favorecido: Dra. Ana Souza" });
    await payee.getByLabel("CPF ou CNPJ").fill(DOCTOR_CPF);
    await payee.getByRole("combobox", { name: "Dedutível no Imposto de Renda" }).click();
    await page.getByRole("option", { name: "Saúde" }).click();
    await payee.getByRole("combobox", { name: "Código na declaração" }).click();
    await page.getByRole("option", { name: /^12 · / }).click();
    await screenshot(page, "imposto-de-renda/payee-editor-1280", { fullPage: false });
    await payee.getByRole("button", { name: "Salvar favorecido" }).click();
    await expect(payee).toBeHidden();
    await page.keyboard.press("Escape");

    // The report: the March consultation is the dependente's, with its reimbursement.
    await page.goto("/imposto-de-renda?ano=2026");
    const payments = page.getByTestId("tax-section-pagamentos");
    await expect(payments.getByText("Lucas A. Souza (dependente)")).toBeVisible();
    await expect(payments.getByText("R$ 100,00")).toBeVisible();

    // Removing the dependente asks first.
    await page.goto("/profile");
    await page.getByRole("button", { name: "Remover Lucas A. Souza" }).click();
    await page.getByRole("alertdialog").getByRole("button", { name: "Remover" }).click();
    await expect(page.getByTestId("dependents-panel").getByText("Nenhum dependente cadastrado.")).toBeVisible();
    void seeded;
    void user;
  });
});
