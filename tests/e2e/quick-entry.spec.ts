import type { Page } from "@playwright/test";
import { formatDateBR } from "@/lib/format/dates";
import { todayInSaoPaulo } from "@/lib/domain/calendar";
import type { TransactionJson } from "@/lib/schemas/transactions";
import { bankBoleto, staticPix } from "../helpers/payment-codes";
import { e2eDb, expect, test } from "./fixtures";
import { createReferences, toast } from "./transactions-fixtures";

// A phone: the "+" shows below the md breakpoint.
test.use({ viewport: { width: 375, height: 740 }, isMobile: true, hasTouch: true });

test.beforeEach(async ({ page }) => {
  // A phone's journeys, some with the worker installing its whole precache (about 3 MB) first.
  test.slow();
  await page.addInitScript(() => localStorage.setItem("onboardingTourCompleted", "true"));
});

const plus = (page: Page) => page.getByRole("button", { name: "Lançamento rápido" });
const sheet = (page: Page) => page.getByRole("dialog", { name: "Nova transação" });

/** Waits until the service worker controls the page (it then answers offline from its caches). */
async function controlledByWorker(page: Page) {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
    if (!navigator.serviceWorker.controller) {
      await new Promise((resolve) => navigator.serviceWorker.addEventListener("controllerchange", resolve, { once: true }));
    }
  });
}

/** The person's rows of this month with that description, read through the API as a client would. */
async function rowsNamed(page: Page, description: string): Promise<TransactionJson[]> {
  const [year, month] = todayInSaoPaulo().split("-").map(Number);
  const res = await page.request.get(`/api/v1/transaction/list-all?month=${month}&year=${year}&pageSize=500`);
  expect(res.ok()).toBe(true);
  return ((await res.json()) as TransactionJson[]).filter((t) => t.description === description);
}

/**
 * A purchase the person made yesterday in São Paulo (not the database's UTC day, which is still
 * São Paulo's today from 21:00 on): it teaches the sheet the description, category and method.
 */
async function boughtBefore(userId: string, description: string) {
  await e2eDb().query(
    `insert into transactions (user_id, description, valor, transaction_date, transaction_type_id, category_id, payment_method_id)
     select $1, $2, 9.5, (now() at time zone 'America/Sao_Paulo')::date - 1, tt.id, c.id, pm.id
     from transaction_types tt, categories c, payment_methods pm
     where tt.transaction_type = 'despesa' and c.user_id = $1 and c.name = 'Mercado' and pm.user_id = $1 and pm.name = 'Pix'`,
    [userId, description],
  );
}

/** Puts a code on the clipboard, as copying it in the bank's app would. */
async function copy(page: Page, code: string) {
  await page.context().grantPermissions(["clipboard-read", "clipboard-write"]);
  await page.evaluate((text) => navigator.clipboard.writeText(text), code);
}

/** The sheet in light and in dark (the theme class the server sets), at 375 px. */
async function shootBothThemes(page: Page, name: string) {
  for (const theme of ["light", "dark"] as const) {
    await page.evaluate((chosen) => document.documentElement.classList.toggle("dark", chosen === "dark"), theme);
    // Transitions finished at once: a colour caught halfway between the themes is neither.
    await page.screenshot({ path: `test-results/screenshots/${name}-${theme}-375.png`, animations: "disabled" });
  }
  await page.evaluate(() => document.documentElement.classList.remove("dark"));
}

test.describe("the '+' sheet on a phone", () => {
  test("an expense in three taps: amount first, then the description; category, method and date come filled", async ({ page, user }) => {
    await createReferences(user.id);
    await boughtBefore(user.id, "Padaria Pão Quente");
    await page.goto("/dashboard");

    await plus(page).click(); // tap 1
    const dialog = sheet(page);
    await expect(dialog).toBeVisible();
    const amount = dialog.getByRole("textbox", { name: "Valor" });
    await expect(amount).toBeFocused();
    await expect(amount).toHaveAttribute("inputmode", "decimal");
    await page.keyboard.type("1.234,5");
    await expect(dialog.getByText(/^R\$\s1\.234,50$/)).toBeVisible();

    await dialog.getByRole("combobox", { name: "Descrição" }).click(); // tap 2
    // The person's descriptions, the most used first.
    await expect(dialog.locator("datalist option").first()).toHaveAttribute("value", "Padaria Pão Quente");
    await page.keyboard.type("Padaria Pão Quente");
    // Leaves the field as the keyboard would: headless Chromium keeps the suggestions' popup open
    // otherwise, and the sheet's closing animation never ends under it.
    await page.keyboard.press("Tab");
    await expect(dialog.getByRole("combobox", { name: /^Categoria/ })).toHaveText("Mercado");
    await expect(dialog.getByRole("combobox", { name: /^Meio de pagamento/ })).toHaveText("Pix");
    await expect(dialog.getByRole("textbox", { name: "Data" })).toHaveValue(formatDateBR(todayInSaoPaulo()));
    await expect(dialog.getByRole("radio", { name: "Despesa" })).toBeChecked();
    await shootBothThemes(page, "quick-entry-sheet");

    await dialog.getByRole("button", { name: "Adicionar transação" }).click(); // tap 3
    await expect(dialog).toBeHidden();
    await expect(toast(page, "Transação adicionada")).toBeVisible();
    await expect(page.getByTestId("recent-transactions").getByText("Padaria Pão Quente").first()).toBeVisible();
    const saved = await rowsNamed(page, "Padaria Pão Quente");
    const today = saved.filter((t) => t.transactionDate === todayInSaoPaulo());
    expect(today.map((t) => [t.valor, t.categoryId?.name, t.paymentMethodId?.name, t.transactionTypeId.transactionType])).toEqual([
      [1234.5, "Mercado", "Pix", "despesa"],
    ]);
  });

  test("works from the keyboard: labelled fields in order, Esc closes and focus returns to '+'", async ({ page, user }) => {
    expect(user.id).toBeTruthy();
    await page.goto("/transactions");
    await plus(page).focus();
    await page.keyboard.press("Enter");
    const dialog = sheet(page);
    await expect(dialog.getByRole("textbox", { name: "Valor" })).toBeFocused();
    await page.keyboard.press("Tab");
    await expect(dialog.getByRole("combobox", { name: "Descrição" })).toBeFocused();
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    await expect(plus(page)).toBeFocused();
  });

  test("a pasted Pix code prefills the expense", async ({ page, user }) => {
    expect(user.id).toBeTruthy();
    await page.goto("/dashboard");
    await copy(page, staticPix({ amount: 89.9 }));
    await plus(page).click();
    const dialog = sheet(page);
    await dialog.getByRole("button", { name: "Colar código Pix ou boleto" }).click();
    await expect(dialog.getByRole("combobox", { name: "Descrição" })).toHaveValue("Padaria Pao Quente");
    await expect(dialog.getByRole("textbox", { name: "Valor" })).toHaveValue("89,90");
    await dialog.getByRole("button", { name: "Adicionar transação" }).click();
    await expect(dialog).toBeHidden();
    expect((await rowsNamed(page, "Padaria Pao Quente")).map((t) => t.valor)).toEqual([89.9]);
  });

  test("a pasted boleto becomes a pending bill in Pagamentos Pendentes", async ({ page, user }) => {
    const today = todayInSaoPaulo();
    const { linha } = bankBoleto("341", today, 45_067);
    await page.goto("/dashboard");
    await copy(page, linha);
    await plus(page).click();
    const dialog = sheet(page);
    await dialog.getByRole("button", { name: "Colar código Pix ou boleto" }).click();
    await expect(dialog.getByRole("textbox", { name: "Valor" })).toHaveValue("450,67");
    await dialog.getByRole("button", { name: `Criar conta a pagar em ${formatDateBR(today)}` }).click();
    await expect(toast(page, "Conta a pagar criada")).toBeVisible();
    await shootBothThemes(page, "quick-entry-boleto");
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();

    const { rows } = await e2eDb().query<{ frequency: string }>("select frequency from recurring_payments where user_id = $1", [user.id]);
    expect(rows).toEqual([{ frequency: "once" }]);
    await page.goto("/dashboard");
    await expect(page.getByTestId("pending-payments").getByText(/Boleto Itaú/i)).toBeVisible();
  });
});

test("a load with nothing kept offline neither opens the queue nor fetches the code that sends it", async ({ page, user }) => {
  expect(user.id).toBeTruthy();
  const scripts: string[] = [];
  page.on("request", (request) => {
    if (request.resourceType() === "script") scripts.push(request.url());
  });
  await page.goto("/dashboard");
  await expect(plus(page)).toBeVisible();
  const loaded = scripts.length;
  // Past the idle moment the queue used to be read in, and a while longer for what it would start.
  await page.evaluate(
    () => new Promise((resolve) => requestIdleCallback(() => setTimeout(resolve, 1_500), { timeout: 4_000 })),
  );
  const databases = await page.evaluate(async () => (await indexedDB.databases()).map((database) => database.name));
  expect(databases).not.toContain("bolso");
  expect(scripts.slice(loaded)).toEqual([]);
});

test.describe("an entry made offline", () => {
  test.use({ serviceWorkers: "allow" });

  test("waits as 'aguardando conexão' on the lists, then is sent once when the connection returns", async ({ page, context, user }) => {
    expect(user.id).toBeTruthy();
    // Both screens visited once, so the service worker can show them offline.
    await page.goto("/dashboard");
    await controlledByWorker(page);
    await page.goto("/transactions");
    await page.goto("/dashboard");
    await expect
      .poll(() => page.evaluate(async () => (await (await caches.open("bolso-telas")).keys()).map((r) => new URL(r.url).pathname)))
      .toEqual(expect.arrayContaining(["/dashboard", "/transactions"]));

    await context.setOffline(true);
    await plus(page).click();
    const dialog = sheet(page);
    await expect(dialog.getByRole("textbox", { name: "Valor" })).toBeFocused();
    await page.keyboard.type("7,25");
    await dialog.getByRole("combobox", { name: "Descrição" }).fill("Café sem conexão");
    await dialog.getByRole("button", { name: "Adicionar transação" }).click();
    await expect(dialog).toBeHidden();
    await expect(toast(page, "Guardada neste aparelho")).toBeVisible();

    const waiting = page.getByRole("list", { name: "Aguardando conexão" }).getByTestId("pending-entry");
    await expect(waiting).toHaveCount(1);
    await expect(waiting).toContainText("Café sem conexão");
    await expect(waiting).toContainText("aguardando conexão");
    await page.goto("/transactions");
    await expect(waiting).toHaveCount(1);
    await expect(waiting).toContainText("aguardando conexão");

    await context.setOffline(false);
    await expect(toast(page, "Transação enviada")).toBeVisible();
    await expect(waiting).toHaveCount(0);
    await expect(page.getByTestId("transaction-row").filter({ hasText: "Café sem conexão" })).toHaveCount(1);
    // The next load tries the queue again: nothing is left to send twice.
    await page.reload();
    await expect(page.getByTestId("transaction-row").filter({ hasText: "Café sem conexão" })).toHaveCount(1);
    const sent = await rowsNamed(page, "Café sem conexão");
    expect(sent.map((t) => [t.valor, t.transactionTypeId.transactionType, t.transactionDate])).toEqual([
      [7.25, "despesa", todayInSaoPaulo()],
    ]);
  });

  test("Sair forgets what was waiting: it is never sent", async ({ page, context, user }) => {
    expect(user.id).toBeTruthy();
    await page.goto("/dashboard");
    await controlledByWorker(page);
    await context.setOffline(true);
    await plus(page).click();
    await expect(sheet(page).getByRole("textbox", { name: "Valor" })).toBeFocused();
    await page.keyboard.type("3");
    await sheet(page).getByRole("combobox", { name: "Descrição" }).fill("Esquecida");
    await sheet(page).getByRole("button", { name: "Adicionar transação" }).click();
    await expect(page.getByTestId("pending-entry")).toHaveCount(1);

    await page.getByRole("button", { name: "Menu da conta" }).click();
    await page.getByRole("menuitem", { name: "Sair" }).click();
    await expect(page).toHaveURL(/\/auth\/login$/);
    const waiting = await page.evaluate(
      () =>
        new Promise<number>((resolve, reject) => {
          const open = indexedDB.open("bolso");
          open.onerror = () => reject(new Error("IndexedDB"));
          open.onsuccess = () => {
            const count = open.result.transaction("entradas-pendentes").objectStore("entradas-pendentes").count();
            count.onsuccess = () => resolve(count.result);
          };
        }),
    );
    expect(waiting).toBe(0);
    await context.setOffline(false);
    const { rows } = await e2eDb().query("select 1 from transactions where user_id = $1 and description = 'Esquecida'", [user.id]);
    expect(rows).toEqual([]);
  });
});
