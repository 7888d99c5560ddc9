import { createHmac } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import type { Page } from "@playwright/test";
import { todayInSaoPaulo } from "@/lib/domain/calendar";
import { createUser, e2eDb, expect, loginAs, screenshot, test } from "./fixtures";
import { skipOnboardingTour } from "./label-screen-journey";

const toast = (page: Page, text: string) => page.locator("[data-sonner-toast]").filter({ hasText: text });

async function seed(userId: string) {
  const db = e2eDb();
  const categories = await db.query<{ id: string; name: string }>(
    `insert into categories (user_id, name, color) values ($1, 'Mercado', '#10B981'), ($1, 'Lazer', '#EC4899'), ($1, 'Transporte', '#F59E0B')
     returning id, name`,
    [userId],
  );
  const methods = await db.query<{ id: string; name: string }>(
    `insert into payment_methods (user_id, name, color) values ($1, 'Pix', '#6366F1'), ($1, 'Crédito', '#0EA5E9') returning id, name`,
    [userId],
  );
  const id = (rows: { id: string; name: string }[], name: string) => rows.find((r) => r.name === name)!.id;
  return {
    category: (name: string) => id(categories.rows, name),
    method: (name: string) => id(methods.rows, name),
  };
}

async function expense(userId: string, description: string, categoryId: string | null, paymentMethodId: string | null) {
  await e2eDb().query(
    `insert into transactions (user_id, description, valor, transaction_date, transaction_type_id, category_id, payment_method_id)
     select $1, $2, 18.5, $3, id, $4, $5 from transaction_types where transaction_type = 'despesa'`,
    [userId, description, todayInSaoPaulo(), categoryId, paymentMethodId],
  );
}

/** Also under /tmp/h15, to look at without digging through test-results. */
async function shot(page: Page, name: string) {
  const file = await screenshot(page, name);
  const copy = path.join("/tmp/h15", `${name}.png`);
  fs.mkdirSync(path.dirname(copy), { recursive: true });
  fs.copyFileSync(file, copy);
}

test.describe("Categorização automática", () => {
  test.beforeAll(async ({ request }) => {
    await request.get("/transactions");
    await request.get("/categories");
    await request.get("/api/v1/transaction/suggest?description=x");
  });
  test.beforeEach(async ({ page }) => skipOnboardingTour(page));

  test("typing a known description fills the category and payment method, marked 'Sugerido'", async ({ page, user }) => {
    const refs = await seed(user.id);
    await expense(user.id, "Padaria Estrela", refs.category("Mercado"), refs.method("Pix"));
    await e2eDb().query(`insert into category_rules (user_id, contains, category_id) values ($1, 'uber', $2)`, [
      user.id,
      refs.category("Transporte"),
    ]);
    await page.goto("/transactions");
    await page.getByRole("button", { name: "Nova Transação" }).click();
    const dialog = page.getByRole("dialog", { name: "Nova Transação" });
    const category = dialog.getByRole("combobox", { name: /^Categoria/ });
    const method = dialog.getByRole("combobox", { name: /^Meio de pagamento/ });

    await dialog.getByRole("textbox", { name: "Descrição" }).fill("PADARIA ESTRELA");
    await expect(category).toHaveText("Mercado");
    await expect(method).toHaveText("Pix");
    await expect(dialog.getByTestId("suggested-badge")).toHaveCount(2);
    await shot(page, "suggestion-dialog");

    // A choice of one's own is kept, and loses its mark; a rule beats history as typing goes on.
    await method.click();
    await page.getByRole("option", { name: "Crédito", exact: true }).click();
    await expect(dialog.getByTestId("suggested-badge")).toHaveCount(1);
    await dialog.getByRole("textbox", { name: "Descrição" }).fill("Úber para o trabalho");
    await expect(category).toHaveText("Transporte");
    await expect(method).toHaveText("Crédito");
    await dialog.getByRole("textbox", { name: "Descrição" }).fill("Algo sem histórico");
    await expect(category).toHaveText("Sem categoria");
    await expect(dialog.getByTestId("suggested-badge")).toHaveCount(0);

    await dialog.getByRole("textbox", { name: "Descrição" }).fill("Padaria Estrela");
    await expect(category).toHaveText("Mercado");
    await dialog.getByRole("textbox", { name: /^Valor/ }).fill("7,50");
    await dialog.getByRole("button", { name: "Adicionar transação" }).click();
    await expect(toast(page, "Transação adicionada")).toBeVisible();
    const saved = await e2eDb().query<{ category_id: string; payment_method_id: string }>(
      `select category_id, payment_method_id from transactions where user_id = $1 and valor = 7.5`,
      [user.id],
    );
    expect(saved.rows).toEqual([{ category_id: refs.category("Mercado"), payment_method_id: refs.method("Crédito") }]);
  });

  test("changing a transaction's category offers a rule, which then lives in Categorias", async ({ page, user }) => {
    const refs = await seed(user.id);
    await expense(user.id, "Cinema Shopping 123", refs.category("Mercado"), null);
    await page.goto("/transactions");
    await page.getByRole("button", { name: "Editar Cinema Shopping 123" }).first().click();
    const dialog = page.getByRole("dialog", { name: "Editar Transação" });
    await dialog.getByRole("combobox", { name: /^Categoria/ }).click();
    await page.getByRole("option", { name: "Lazer", exact: true }).click();
    await dialog.getByRole("button", { name: "Salvar alterações" }).click();
    const offer = toast(page, "Sempre categorizar 'Cinema Shopping' como Lazer?");
    await expect(offer).toBeVisible();
    await offer.getByRole("button", { name: "Criar regra" }).click();
    await expect(toast(page, "Regra criada")).toBeVisible();

    await page.goto("/categories");
    const rules = page.getByTestId("category-rules");
    await expect(rules.getByTestId("category-rule")).toHaveText([/Contém “Cinema Shopping”\s*Lazer/]);
  });
});

test.describe("Regras de categorização automática, light and dark at 375 px", () => {
  for (const theme of ["light", "dark"] as const) {
    test(`creates, edits and deletes a rule (${theme})`, async ({ page }) => {
      await page.addInitScript((chosen) => {
        localStorage.setItem("theme", chosen);
        localStorage.setItem("onboardingTourCompleted", "true");
      }, theme);
      await page.setViewportSize({ width: 375, height: 740 });
      const user = await createUser({ name: "Rita Regras" });
      await seed(user.id);
      await loginAs(page, user);
      await page.goto("/categories");
      const rules = page.getByTestId("category-rules");
      await expect(rules.getByRole("heading", { name: "Regras de categorização automática" })).toBeVisible();
      await expect(rules).toContainText("Nenhuma regra ainda.");

      await rules.getByRole("button", { name: "Nova regra" }).click();
      let dialog = page.getByRole("dialog", { name: "Nova regra" });
      await dialog.getByRole("button", { name: "Criar regra" }).click();
      await expect(dialog.getByText("Informe o texto que a descrição deve conter.")).toBeVisible();
      await expect(dialog.getByText("Selecione a categoria.")).toBeVisible();
      await dialog.getByRole("textbox", { name: "A descrição contém" }).fill("Padaria");
      await dialog.getByRole("combobox", { name: "Categoria" }).click();
      await page.getByRole("option", { name: "Mercado", exact: true }).click();
      await dialog.getByRole("combobox", { name: /^Meio de pagamento/ }).click();
      await page.getByRole("option", { name: "Pix", exact: true }).click();
      await shot(page, `rules-dialog-${theme}-375`);
      await dialog.getByRole("button", { name: "Criar regra" }).click();
      await expect(toast(page, "Regra criada")).toBeVisible();
      await expect(rules.getByTestId("category-rule")).toHaveText([/Contém “Padaria”\s*Mercado\s*· Pix/]);

      // A second rule for the same term, in other letters, is refused by the server.
      await rules.getByRole("button", { name: "Nova regra" }).click();
      dialog = page.getByRole("dialog", { name: "Nova regra" });
      await dialog.getByRole("textbox", { name: "A descrição contém" }).fill("PADÁRIA");
      await dialog.getByRole("combobox", { name: "Categoria" }).click();
      await page.getByRole("option", { name: "Lazer", exact: true }).click();
      await dialog.getByRole("button", { name: "Criar regra" }).click();
      await expect(toast(page, "Já existe uma regra para esse texto.")).toBeVisible();
      await dialog.getByRole("button", { name: "Cancelar" }).click();

      await rules.getByRole("button", { name: "Editar a regra “Padaria”" }).click();
      dialog = page.getByRole("dialog", { name: "Editar regra" });
      await dialog.getByRole("textbox", { name: "A descrição contém" }).fill("Padaria São João");
      await dialog.getByRole("button", { name: "Salvar alterações" }).click();
      await expect(toast(page, "Regra atualizada")).toBeVisible();
      await expect(rules.getByTestId("category-rule")).toHaveText([/Contém “Padaria São João”\s*Mercado/]);
      await page.waitForLoadState("networkidle");
      await shot(page, `rules-section-${theme}-375`);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow).toBeLessThanOrEqual(0);

      await rules.getByRole("button", { name: "Excluir a regra “Padaria São João”" }).click();
      await page.getByRole("alertdialog").getByRole("button", { name: "Excluir" }).click();
      await expect(toast(page, "Regra excluída")).toBeVisible();
      await expect(rules).toContainText("Nenhuma regra ainda.");
    });
  }
});

test.describe("Lembretes por e-mail", () => {
  /** The link of the user's reminder e-mails, signed with the key the migration made. */
  async function unsubscribeLink(userId: string) {
    const { rows } = await e2eDb().query<{ secret: string }>(`select secret from signing_keys where purpose = 'unsubscribe'`);
    const issued = String(Math.floor(Date.now() / 1000));
    const mac = createHmac("sha256", rows[0]!.secret).update(`unsubscribe:${userId}:${issued}`).digest("base64url");
    return `/auth/unsubscribe?token=${encodeURIComponent(`${userId}.${issued}.${mac}`)}`;
  }

  for (const theme of ["light", "dark"] as const) {
    test(`the e-mail's link turns reminders off without a session; Configurações shows the switch (${theme}, 375 px)`, async ({
      page,
      browser,
    }) => {
      await page.addInitScript((chosen) => {
        localStorage.setItem("theme", chosen);
        localStorage.setItem("onboardingTourCompleted", "true");
      }, theme);
      await page.setViewportSize({ width: 375, height: 740 });
      const user = await createUser({ name: "Lia Lembrete" });
      const link = await unsubscribeLink(user.id);

      // Signed out: a forged link is refused, the real one needs one click.
      const anonymous = await browser.newContext({ viewport: { width: 375, height: 740 }, colorScheme: theme });
      await anonymous.addInitScript((chosen) => localStorage.setItem("theme", chosen), theme);
      const forged = await anonymous.newPage();
      await forged.goto(link.replace("token=", "token=x"));
      await expect(forged.getByText("Este link de cancelamento é inválido ou está incompleto.")).toBeVisible();
      const tab = await anonymous.newPage();
      await tab.goto(link);
      await tab.getByRole("button", { name: "Cancelar lembretes por e-mail" }).click();
      await expect(tab.getByRole("status")).toHaveText("Pronto: você não receberá mais lembretes por e-mail.");
      const copy = path.join("/tmp/h15", `unsubscribe-${theme}-375.png`);
      await tab.screenshot({ path: copy, fullPage: true });
      await anonymous.close();

      await loginAs(page, user);
      await page.goto("/settings");
      const toggle = page.getByRole("switch", { name: "Receber lembretes por e-mail" });
      await expect(toggle).toHaveAttribute("aria-checked", "false");
      await toggle.click();
      await expect(toast(page, "Lembretes por e-mail ativados")).toBeVisible();
      await expect(toggle).toHaveAttribute("aria-checked", "true");
      const { rows } = await e2eDb().query<{ on: boolean }>(`select email_reminders as on from users where id = $1`, [user.id]);
      expect(rows[0]?.on).toBe(true);
      await page.waitForLoadState("networkidle");
      await shot(page, `settings-reminders-${theme}-375`);
    });
  }
});

