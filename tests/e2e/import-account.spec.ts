import fs from "node:fs";
import path from "node:path";
import { createUser, e2eDb, expect, loginAs, screenshot, test, waitForCode } from "./fixtures";

const FIXTURES = path.join(process.cwd(), "tests/fixtures/import");

async function transactionCount(userId: string): Promise<number> {
  const { rows } = await e2eDb().query<{ n: number }>("select count(*)::int as n from transactions where user_id = $1", [userId]);
  return rows[0]?.n ?? 0;
}

test.describe("Importar extrato", () => {
  test("imports an OFX through the screen, then undoes it from the history", async ({ page, user }) => {
    await page.addInitScript(() => localStorage.setItem("onboardingTourCompleted", "true"));
    await page.goto("/transactions");
    await page.getByRole("link", { name: "Importar extrato" }).click();
    // The first visit compiles the screen under `next dev`: give the navigation its time.
    await page.waitForURL(/\/import$/, { timeout: 90_000 });
    await expect(page.getByRole("heading", { name: "Importar extrato", level: 1 })).toBeVisible();

    await page.getByLabel("Arquivo do extrato").setInputFiles(path.join(FIXTURES, "ofx1-latin1.ofx"));
    const preview = page.getByRole("region", { name: "Prévia da importação" });
    await expect(preview.getByText("PÃO DE AÇÚCAR - SÃO PAULO")).toBeVisible();
    await expect(preview.locator("tbody tr")).toHaveCount(4);
    await page.getByRole("button", { name: "Importar 4 lançamentos" }).click();
    await expect(page.getByText("4 lançamentos importados.")).toBeVisible();
    await expect.poll(() => transactionCount(user.id)).toBe(4);

    const history = page.getByRole("region", { name: "Histórico de importações" });
    await expect(history.getByText("ofx1-latin1.ofx")).toBeVisible();
    await expect(history.getByText("Importada")).toBeVisible();

    // The same file again: every row is already there, so none is ticked.
    await page.getByLabel("Arquivo do extrato").setInputFiles(path.join(FIXTURES, "ofx1-latin1.ofx"));
    await expect(preview.locator("tbody tr[data-duplicate]")).toHaveCount(4);
    await expect(page.getByRole("button", { name: "Importar 0 lançamentos" })).toBeDisabled();
    await page.getByRole("button", { name: "Cancelar" }).click();

    await history.getByRole("button", { name: "Desfazer a importação de ofx1-latin1.ofx" }).click();
    await page.getByRole("alertdialog").getByRole("button", { name: "Desfazer" }).click();
    await expect(page.getByText("Importação desfeita: 4 lançamentos removidos.")).toBeVisible();
    await expect(history.getByText("Desfeita")).toBeVisible();
    expect(await transactionCount(user.id)).toBe(0);
  });

  test("one row imported and undone reads in the singular", async ({ page, user }) => {
    await page.addInitScript(() => localStorage.setItem("onboardingTourCompleted", "true"));
    await page.goto("/import");
    await page.getByLabel("Arquivo do extrato").setInputFiles(path.join(FIXTURES, "ofx1-latin1.ofx"));
    const preview = page.getByRole("region", { name: "Prévia da importação" });
    const boxes = preview.locator("tbody tr").getByRole("checkbox", { name: /^Importar / });
    await expect(boxes).toHaveCount(4);
    for (const index of [1, 2, 3]) await boxes.nth(index).uncheck();
    await expect(preview).toContainText("4 lançamentos · 0 já existentes (desmarcados) · 1 selecionado");
    await page.getByRole("button", { name: "Importar 1 lançamento", exact: true }).click();
    await expect(page.getByText("1 lançamento importado.", { exact: true })).toBeVisible();
    await expect.poll(() => transactionCount(user.id)).toBe(1);

    const history = page.getByRole("region", { name: "Histórico de importações" });
    await history.getByRole("button", { name: "Desfazer a importação de ofx1-latin1.ofx" }).click();
    const dialog = page.getByRole("alertdialog");
    await expect(dialog).toContainText("O lançamento criado por “ofx1-latin1.ofx” será excluído");
    await dialog.getByRole("button", { name: "Desfazer" }).click();
    await expect(page.getByText("Importação desfeita: 1 lançamento removido.", { exact: true })).toBeVisible();
    expect(await transactionCount(user.id)).toBe(0);
  });

  test("a file picked before the page's script has run is still read", async ({ page, user }) => {
    expect(user.id).toBeTruthy();
    await page.addInitScript(() => localStorage.setItem("onboardingTourCompleted", "true"));
    // Hold every script until the file is in the (server-rendered) input.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route("**/_next/static/chunks/**/*.js", async (route) => {
      await held;
      await route.continue();
    });
    await page.goto("/import", { waitUntil: "commit" });
    await page.getByLabel("Arquivo do extrato").setInputFiles(path.join(FIXTURES, "ofx1-latin1.ofx"));
    release();
    const preview = page.getByRole("region", { name: "Prévia da importação" });
    await expect(preview.locator("tbody tr")).toHaveCount(4);
  });

  test("a bad file shows the server's pt-BR message naming the line", async ({ page, user }) => {
    expect(user.id).toBeTruthy();
    await page.goto("/import");
    await page.getByLabel("Arquivo do extrato").setInputFiles(path.join(FIXTURES, "bad-amount.csv"));
    await expect(page.getByRole("alert").filter({ hasText: "Linha 4" })).toHaveText('Linha 4: o valor "abc" não é um número.');
  });
});

test.describe("Excluir conta", () => {
  test("deletes the account through the profile with the password and the e-mailed code, and signs out", async ({ page }) => {
    const user = await createUser({ name: "Bia Saindo" });
    await loginAs(page, user);
    await page.addInitScript(() => localStorage.setItem("onboardingTourCompleted", "true"));
    await page.goto("/profile");
    await expect(page.getByText("Zona de perigo")).toBeVisible();
    await page.getByRole("button", { name: "Excluir conta" }).click();
    const dialog = page.getByRole("dialog");
    await expect(dialog).toContainText(`Para confirmar, enviaremos um código para ${user.email}.`);
    await dialog.getByRole("button", { name: "Enviar código" }).click();
    // The wording follows the state: the code is on its way, not still to be sent.
    await expect(dialog).toContainText(`Enviamos um código para ${user.email}: digite-o com sua senha para confirmar.`);
    await expect(dialog).not.toContainText("enviaremos");
    const code = await waitForCode(user.email);
    await dialog.getByLabel("Senha").fill(user.password);
    await dialog.getByLabel("Código enviado por e-mail").fill(code);
    await dialog.getByRole("button", { name: "Excluir definitivamente" }).click();
    await expect(page).toHaveURL(/\/auth\/login/);
    const { rows } = await e2eDb().query("select id from users where id = $1", [user.id]);
    expect(rows).toEqual([]);
    await page.goto("/profile");
    await expect(page).toHaveURL(/\/auth\/login/);
  });
});

test.describe("profile and import screens, light and dark, 375 px", () => {
  for (const theme of ["light", "dark"] as const) {
    test(`${theme}`, async ({ page }) => {
      await page.addInitScript((chosen) => {
        localStorage.setItem("theme", chosen);
        localStorage.setItem("onboardingTourCompleted", "true");
      }, theme);
      await page.setViewportSize({ width: 375, height: 740 });
      const user = await createUser({ name: "Clara Importa" });
      await loginAs(page, user);
      await page.goto("/profile");
      await expect(page.getByText("Zona de perigo")).toBeVisible();
      await screenshot(page, `h17-profile-${theme}-375`);
      await page.goto("/import");
      await page.getByLabel("Arquivo do extrato").setInputFiles(path.join(FIXTURES, "ptbr-bom.csv"));
      await expect(page.getByText("Colunas do CSV")).toBeVisible();
      await screenshot(page, `h17-import-${theme}-375`);
      await page.getByRole("button", { name: /^Importar \d+ lançamentos$/ }).click();
      await expect(page.getByText("3 lançamentos importados.")).toBeVisible();
      await expect(page.getByRole("region", { name: "Histórico de importações" }).getByText("ptbr-bom.csv")).toBeVisible();
      await screenshot(page, `h17-import-history-${theme}-375`);
      expect(fs.existsSync(FIXTURES)).toBe(true);
    });
  }
});
