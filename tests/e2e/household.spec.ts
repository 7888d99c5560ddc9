import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import { createUser, e2eDb, expect, E2E_PASSWORD, loginAs, test, waitForCode, waitForMail } from "./fixtures";
import { skipOnboardingTour } from "./label-screen-journey";
import { toast } from "./dashboard-fixtures";
import { api } from "./page-api";
import { shootEveryWay } from "./theme-shots";
import { todayInSaoPaulo } from "@/lib/domain/calendar";


async function despesaTypeId(page: Page): Promise<string> {
  const types = await api<{ _id: string; transactionType: string }[]>(page, "GET", "/transaction/transaction-types");
  const despesa = types.find((type) => type.transactionType === "despesa");
  if (!despesa) throw new Error("e2e: tipo despesa ausente");
  return despesa._id;
}

/** axe on the screen as it is: no serious or critical finding. */
async function expectNoSeriousFindings(page: Page, label: string) {
  const results = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"]).analyze();
  const serious = results.violations
    .filter((v) => v.impact === "serious" || v.impact === "critical")
    .map((v) => `[${label}] ${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`);
  expect(serious, serious.join("\n")).toEqual([]);
}

test.describe("Casa › Bolso a dois", () => {
  test.beforeEach(async ({ page }) => skipOnboardingTour(page));

  test("Ana creates the household and invites Bruno; Bruno signs in from the link, joins, shares his card and spends in Ana's account; Ana settles", async ({
    page,
    browser,
  }) => {
    test.setTimeout(180_000);
    const ana = await createUser({ name: "Ana Lima" });
    const bruno = await createUser({ name: "Bruno Souza" });
    // Bruno pays a subscription of his own: the invitation says he may cancel it.
    await e2eDb().query("update users set stripe_subscription_id = 'sub_e2e_' || id where id = $1", [bruno.id]);

    // Ana: no household yet, then one, with her as the owner.
    await loginAs(page, ana);
    await page.setViewportSize({ width: 375, height: 800 });
    await page.goto("/casa");
    await expect(page.getByText("Compartilhe contas, cartões e despesas com quem mora com você.", { exact: false })).toBeVisible();
    await shootEveryWay(page, "household", "casa-vazia");
    await page.getByRole("button", { name: "Criar casa" }).click();
    await expect(page.getByText("Dê um nome à casa.")).toBeVisible();
    await page.getByLabel("Nome da casa").fill("Casa da Ana");
    await page.getByRole("button", { name: "Criar casa" }).click();
    await expect(toast(page, "Casa criada.")).toBeVisible();
    await page.getByRole("button", { name: "Renomear" }).click();
    const rename = page.getByRole("dialog", { name: "Renomear a casa" });
    await rename.getByLabel("Nome da casa").fill("Casa da Ana e do Bruno");
    await rename.getByRole("button", { name: "Salvar nome" }).click();
    await expect(toast(page, "Nome da casa alterado.")).toBeVisible();
    await expect(page.getByText("Casa da Ana e do Bruno", { exact: true })).toBeVisible();
    const members = page.getByTestId("household-members");
    await expect(members.getByTestId("household-member")).toHaveCount(1);
    await expect(members.getByTestId("household-member").first()).toContainText("Dono");
    await expect(page.getByTestId("settlement-even")).toHaveText("Tudo certo: ninguém deve nada.");

    // The invitation, by e-mail, "Ver e lançar".
    await members.getByLabel("E-mail", { exact: true }).fill(bruno.email);
    await members.getByLabel("Nível", { exact: true }).selectOption({ label: "Ver e lançar" });
    await members.getByRole("button", { name: "Enviar convite" }).click();
    await expect(toast(page, "Convite enviado.")).toBeVisible();
    await expect(members.getByTestId("household-invitation")).toContainText(bruno.email);
    const mail = await waitForMail(bruno.email);
    const link = /\/casa\/convite\?codigo=\d{8}/.exec(mail.text)?.[0];
    expect(link, mail.text).toBeTruthy();

    // Bruno, signed out, follows the link: the login, then back to the invitation.
    const brunoContext = await browser.newContext({ viewport: { width: 375, height: 800 } });
    const tab = await brunoContext.newPage();
    await skipOnboardingTour(tab);
    await tab.goto(link!);
    await expect(tab).toHaveURL(/\/auth\/login\?next=/);
    await expect(tab.getByRole("button", { name: "Entrar" })).toBeEnabled();
    await tab.getByLabel("E-mail").fill(bruno.email);
    await tab.getByLabel("Senha", { exact: true }).fill(E2E_PASSWORD);
    await tab.getByRole("button", { name: "Entrar" }).click();
    await expect(tab).toHaveURL(/\/casa\/convite\?codigo=\d{8}$/, { timeout: 15_000 });
    const invitation = tab.getByTestId("household-invitation-panel");
    await expect(invitation.getByRole("heading", { name: "Ana Lima convidou você para a casa Casa da Ana e do Bruno" })).toBeVisible();
    await expect(invitation).toContainText("Ver e lançar");
    await expect(invitation.getByTestId("invitation-subscription-notice")).toContainText(
      "Sua assinatura própria pode ser cancelada: a assinatura de Ana Lima cobre a casa.",
    );
    await expect(invitation.getByRole("link", { name: "Ver minha assinatura" })).toHaveAttribute("href", "/subscription");
    await shootEveryWay(tab, "household", "convite");
    await invitation.getByRole("button", { name: "Aceitar convite" }).click();
    await expect(toast(tab, "Você entrou na casa Casa da Ana e do Bruno.")).toBeVisible();
    await expect(tab).toHaveURL(/\/casa$/);
    await expect(tab.getByTestId("household-member")).toHaveCount(2);
    await expect(tab.getByRole("button", { name: "Sair da casa" })).toBeVisible();
    await shootEveryWay(tab, "household", "casa-membro");

    // The same link again: used.
    await tab.goto(link!);
    await expect(tab.getByTestId("household-invitation-problem")).toContainText("Você já faz parte de uma casa.");

    // Ana shares her account; Bruno shares his card read-only and spends in Ana's account.
    const today = todayInSaoPaulo();
    const anaAccount = await api<{ _id: string }>(page, "POST", "/payment-method", { name: "Conta conjunta", kind: "account" });
    await api(page, "PATCH", `/payment-method/${anaAccount._id}`, { sharing: "shared" });
    const brunoCard = await api<{ _id: string }>(tab, "POST", "/payment-method", {
      name: "Cartão do Bruno",
      kind: "credit_card",
      closingDay: 3,
      dueDay: 10,
    });
    await api(tab, "PATCH", `/payment-method/${brunoCard._id}`, { sharing: "read_only" });
    const despesa = await despesaTypeId(tab);
    await api(tab, "POST", "/transaction", {
      description: "Mercado do mês",
      valor: 200,
      paymentMethodId: anaAccount._id,
      transactionTypeId: despesa,
      transactionDate: today,
    });
    await api(tab, "POST", "/transaction", {
      description: "Farmácia",
      valor: 80,
      paymentMethodId: brunoCard._id,
      transactionTypeId: despesa,
      transactionDate: today,
    });

    // Ana: R$ 280,00 of the household's this month, R$ 140,00 each; Ana's account paid 200.
    await page.goto("/casa");
    const settlement = page.getByTestId("household-settlement");
    await expect(settlement.getByRole("heading", { name: "Acerto de contas" })).toBeVisible();
    const transfer = settlement.getByTestId("settlement-transfer");
    await expect(transfer).toHaveText(/Bruno Souza deve R\$\u00a060,00 a Ana Lima/);
    await expect(settlement.getByTestId("settlement-member").filter({ hasText: "Ana Lima" })).toContainText("+R$\u00a060,00");
    await expect(settlement.getByTestId("settlement-member").filter({ hasText: "Bruno Souza" })).toContainText("−R$\u00a060,00");

    // Since the start: the same money, kept in the URL.
    await settlement.getByRole("link", { name: "Desde o início" }).click();
    await expect(page).toHaveURL(/periodo=tudo/);
    await expect(page.getByTestId("settlement-transfer")).toHaveText(/Bruno Souza deve R\$\u00a060,00 a Ana Lima/);
    await page.getByRole("link", { name: "Mês", exact: true }).click();
    await expect(page).not.toHaveURL(/periodo=tudo/);
    await expect(page.getByTestId("settlement-transfer")).toBeVisible();

    await shootEveryWay(page, "household", "casa-acerto");
    for (const width of [375, 1280]) {
      await page.setViewportSize({ width, height: 800 });
      for (const theme of ["light", "dark"] as const) {
        await page.evaluate((chosen) => document.documentElement.classList.toggle("dark", chosen === "dark"), theme);
        await expectNoSeriousFindings(page, `casa ${theme} ${width}`);
      }
    }
    await page.evaluate(() => document.documentElement.classList.remove("dark"));
    await page.setViewportSize({ width: 375, height: 800 });

    // "Registrar acerto": the amount owed, today; then nobody owes anything.
    await page.getByRole("button", { name: "Registrar acerto de Bruno Souza para Ana Lima" }).click();
    const dialog = page.getByRole("dialog", { name: "Registrar acerto" });
    await expect(dialog.getByLabel("Valor")).toHaveValue("60,00");
    await shootEveryWay(page, "household", "casa-registrar-acerto");
    await dialog.getByRole("button", { name: "Registrar acerto" }).click();
    await expect(toast(page, "Acerto registrado.")).toBeVisible();
    await expect(page.getByTestId("settlement-even")).toHaveText("Tudo certo: ninguém deve nada.");
    const recorded = page.getByTestId("recorded-settlement");
    await expect(recorded).toContainText("R$\u00a060,00");
    await expect(recorded).toContainText("Bruno Souza");

    // Undone: Bruno owes it again.
    await recorded.getByRole("button", { name: "Desfazer" }).click();
    await expect(toast(page, "Acerto desfeito.")).toBeVisible();
    await expect(page.getByTestId("settlement-transfer")).toHaveText(/Bruno Souza deve R\$\u00a060,00 a Ana Lima/);

    await brunoContext.close();
  });

  test("someone without an account follows the link, signs up, confirms, logs in and lands back on the invitation, which lets them in without a subscription", async ({
    page,
    browser,
  }) => {
    test.setTimeout(90_000);
    const ana = await createUser({ name: "Ana Dona" });
    await loginAs(page, ana);
    await page.goto("/casa");
    await page.getByLabel("Nome da casa").fill("Apartamento 12");
    await page.getByRole("button", { name: "Criar casa" }).click();
    const members = page.getByTestId("household-members");
    const email = `carla-${Date.now()}@exemplo.com.br`;
    await members.getByLabel("E-mail", { exact: true }).fill(email);
    await members.getByLabel("Nível", { exact: true }).selectOption({ label: "Só ver" });
    await members.getByRole("button", { name: "Enviar convite" }).click();
    await expect(members.getByTestId("household-invitation")).toContainText("Só ver");
    const link = /\/casa\/convite\?codigo=\d{8}/.exec((await waitForMail(email)).text)?.[0];
    expect(link).toBeTruthy();

    const context = await browser.newContext({ viewport: { width: 375, height: 800 } });
    const tab = await context.newPage();
    await skipOnboardingTour(tab);
    await tab.goto(link!);
    await expect(tab).toHaveURL(/\/auth\/login\?next=/);
    await tab.getByRole("link", { name: "Cadastre-se" }).click();
    await expect(tab).toHaveURL(/\/auth\/register\?next=/);
    await expect(tab.getByRole("button", { name: "Criar conta" })).toBeEnabled();
    await tab.getByLabel("Nome completo").fill("Carla Contadora");
    await tab.getByLabel("E-mail").fill(email);
    await tab.getByLabel("Senha", { exact: true }).fill("senha-da-carla-1");
    await tab.getByLabel("Confirme a senha").fill("senha-da-carla-1");
    await tab.getByRole("button", { name: "Criar conta" }).click();
    await expect(tab).toHaveURL(/\/auth\/confirm-account\?next=/);
    await tab.getByLabel("Código de confirmação").fill(await waitForCode(email));
    await tab.getByRole("button", { name: "Confirmar conta" }).click();
    await expect(tab).toHaveURL(/\/auth\/login\?next=/, { timeout: 10_000 });
    await expect(tab.getByLabel("E-mail")).toHaveValue(email);
    await tab.getByLabel("Senha", { exact: true }).fill("senha-da-carla-1");
    await tab.getByRole("button", { name: "Entrar" }).click();

    // No subscription of her own: the invitation still opens, without the note about cancelling one.
    await expect(tab).toHaveURL(/\/casa\/convite\?codigo=\d{8}$/, { timeout: 15_000 });
    const invitation = tab.getByTestId("household-invitation-panel");
    await expect(invitation.getByRole("heading", { name: "Ana Dona convidou você para a casa Apartamento 12" })).toBeVisible();
    await expect(invitation).toContainText("Só ver");
    await expect(invitation.getByTestId("invitation-subscription-notice")).toHaveCount(0);
    await invitation.getByRole("button", { name: "Aceitar convite" }).click();
    await expect(tab).toHaveURL(/\/casa$/);
    await expect(tab.getByTestId("household-member")).toHaveCount(2);
    // "Só ver": the split and the settlement are read, never recorded.
    await expect(tab.getByTestId("household-split")).toContainText("Só quem é dono da casa muda a divisão.");
    await expect(tab.getByRole("button", { name: /Registrar acerto/ })).toHaveCount(0);
    await context.close();
  });
});
