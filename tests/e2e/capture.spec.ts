import fs from "node:fs";
import path from "node:path";
import type { Page } from "@playwright/test";
import { formatDateBR } from "@/lib/format/dates";
import { todayInSaoPaulo } from "@/lib/domain/calendar";
import { bankBoleto, staticPix } from "../helpers/payment-codes";
import { e2eDb, expect, test } from "./fixtures";
import { row, setupTransactionsScreen, toast } from "./transactions-fixtures";

const SHOTS = path.join(process.cwd(), "test-results", "screenshots");

/** The page in light and in dark at 375 px, for a person to look at after the run. */
async function shoot(page: Page, name: string) {
  fs.mkdirSync(SHOTS, { recursive: true });
  for (const theme of ["light", "dark"] as const) {
    await page.evaluate((chosen) => document.documentElement.classList.toggle("dark", chosen === "dark"), theme);
    await page.screenshot({ path: `${SHOTS}/${name}-${theme}-375.png` });
  }
  await page.evaluate(() => document.documentElement.classList.remove("dark"));
}

/** Puts a code on the clipboard, as copying it in the bank's app would. */
async function copy(page: Page, code: string) {
  await page.context().grantPermissions(["clipboard-read", "clipboard-write"]);
  await page.evaluate((text) => navigator.clipboard.writeText(text), code);
}

test.describe("Pix e boleto colados", () => {
  setupTransactionsScreen();
  test.use({ viewport: { width: 375, height: 812 } });

  test("a pasted Pix code prefills an expense", async ({ page, user }) => {
    expect(user.id).toBeTruthy();
    await page.goto("/transactions");
    await copy(page, staticPix({ amount: 89.9 }));
    await page.getByRole("button", { name: "Nova Transação" }).click();
    const dialog = page.getByRole("dialog", { name: "Nova Transação" });
    await dialog.getByRole("button", { name: "Colar código Pix ou boleto" }).click();
    await expect(dialog.getByRole("textbox", { name: "Descrição" })).toHaveValue("Padaria Pao Quente");
    await expect(dialog.getByRole("textbox", { name: /^Valor/ })).toHaveValue("89,90");
    await shoot(page, "capture-pix");
    await dialog.getByRole("button", { name: "Adicionar transação" }).click();
    await expect(dialog).toBeHidden();
    await expect(row(page, "Padaria Pao Quente")).toBeVisible();
  });

  test("a pasted boleto becomes a pending bill", async ({ page, user }) => {
    const today = todayInSaoPaulo();
    const { linha } = bankBoleto("341", today, 45_067);
    await page.goto("/transactions");
    await copy(page, "");
    await page.getByRole("button", { name: "Nova Transação" }).click();
    const dialog = page.getByRole("dialog", { name: "Nova Transação" });
    await dialog.getByRole("button", { name: "Colar código Pix ou boleto" }).click();
    // Typed by hand this time (the clipboard is empty), with the dots and spaces of the printed line.
    const code = dialog.getByRole("textbox", { name: "Código Pix ou boleto" });
    await code.fill(`${linha.slice(0, 5)}.${linha.slice(5, 10)} ${linha.slice(10)}`);
    await dialog.getByRole("button", { name: "Ler código" }).click();
    await expect(dialog.getByRole("textbox", { name: /^Valor/ })).toHaveValue("450,67");
    await expect(dialog.getByRole("textbox", { name: "Descrição" })).toHaveValue(/^Boleto Itaú/i);
    await dialog.getByRole("button", { name: `Criar conta a pagar em ${formatDateBR(today)}` }).click();
    await expect(toast(page, "Conta a pagar criada")).toBeVisible();
    await shoot(page, "capture-boleto");

    const { rows } = await e2eDb().query<{ frequency: string }>(
      "select frequency from recurring_payments where user_id = $1",
      [user.id],
    );
    expect(rows).toEqual([{ frequency: "once" }]);
    await page.goto("/dashboard");
    await expect(page.getByText(/Boleto Itaú/i).first()).toBeVisible();
  });

  test("a broken code says what is wrong", async ({ page, user }) => {
    expect(user.id).toBeTruthy();
    await page.goto("/transactions");
    await copy(page, "");
    await page.getByRole("button", { name: "Nova Transação" }).click();
    const dialog = page.getByRole("dialog", { name: "Nova Transação" });
    await dialog.getByRole("button", { name: "Colar código Pix ou boleto" }).click();
    const pix = staticPix({ amount: 10 });
    await dialog.getByRole("textbox", { name: "Código Pix ou boleto" }).fill(pix.replace("PADARIA", "PADARIO"));
    await dialog.getByRole("button", { name: "Ler código" }).click();
    await expect(page.getByText("O dígito verificador do código Pix não confere.")).toBeVisible();
  });
});
