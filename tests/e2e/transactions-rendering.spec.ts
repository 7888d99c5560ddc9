import { formatMonthLabel } from "@/lib/format/dates";
import { cents, formatMoney } from "@/lib/format/money";
import { e2eDb, expect, loginAs, screenshot, test } from "./fixtures";
import {
  createReferences,
  row,
  rows,
  setupTransactionsScreen,
} from "./transactions-fixtures";
import { insertMany, insertRows } from "./transaction-rows";

const NO_SCRIPT_NOTICE = "O Bolso precisa de JavaScript para mostrar seus dados.";

/** What the server sends: the month's rows without scripts, a small page for a big month, both themes. */
test.describe("Transações", () => {
  setupTransactionsScreen();

  test("without JavaScript, the server's HTML already holds the month's rows and totals", async ({
    page,
    user,
    request,
  }) => {
    await createReferences(user.id);
    await insertRows(user.id, [
      { description: "Aluguel de junho", valor: "1500.00", day: "2024-06-05", kind: "despesa", category: "Mercado" },
      { description: "Salário de junho", valor: "4321.09", day: "2024-06-01", kind: "receita", category: "Salário" },
      { description: "Maio fica fora", valor: "10.00", day: "2024-05-31", kind: "despesa" },
    ]);
    const token = await loginAs(page, user);
    const res = await request.get("/transactions?month=6&year=2024", {
      headers: { cookie: `bolso_session=${token}` },
      maxRedirects: 0,
    });
    expect(res.status()).toBe(200);
    const html = await res.text();
    expect(html).toContain(`>${formatMonthLabel(2024, 6)}<`);
    expect(html).toContain("Aluguel de junho");
    expect(html).toContain("Salário de junho");
    expect(html).not.toContain("Maio fica fora");
    expect(html).toContain(formatMoney(cents(-150_000)));
    expect(html).toContain(formatMoney(cents(432_109), { plus: true }));
    expect(html).toMatch(new RegExp(`data-testid="summary-saldo"[^>]*>${escapeRegExp(formatMoney(cents(282_109)))}<`));

    // A browser with scripts off is let in (no script-driven redirect) and its document holds the
    // same rows. They arrive in streamed parts that React's inline script puts on screen, so such a
    // browser would keep showing the skeleton: the screen tells its user to turn scripts on.
    const context = await page.context().browser()?.newContext({ javaScriptEnabled: false });
    if (!context) throw new Error("no browser");
    await context.addCookies(await page.context().cookies());
    const noScript = await context.newPage();
    await noScript.goto("/transactions?month=6&year=2024");
    await expect(rows(noScript)).toHaveCount(2);
    await expect(row(noScript, "Aluguel de junho")).toContainText(formatMoney(cents(-150_000)));
    // (Playwright's text matching skips <noscript>: the notice is found by its test id.)
    await expect(noScript.getByTestId("no-script-notice")).toBeVisible();
    await expect(noScript.getByTestId("no-script-notice")).toContainText(NO_SCRIPT_NOTICE);
    await context.close();

    // With scripts, the rows are on screen and the notice is not.
    await page.goto("/transactions?month=6&year=2024");
    await expect(row(page, "Aluguel de junho")).toBeVisible();
    await expect(page.getByTestId("no-script-notice")).toBeHidden();
  });

  test("a month of 1,200 transactions answers under 200 KB of HTML", async ({ page, user, request }) => {
    await insertMany(user.id, 1200, "2024-07");
    const token = await loginAs(page, user);
    const res = await request.get("/transactions?month=7&year=2024", {
      headers: { cookie: `bolso_session=${token}` },
    });
    expect(res.status()).toBe(200);
    const body = await res.body();
    expect(body.byteLength).toBeLessThan(200 * 1024);
    expect(body.toString().match(/data-testid="transaction-row"/g)).toHaveLength(50);
  });

  for (const theme of ["light", "dark"] as const) {
    for (const width of [1280, 375]) {
      test(`looks right in ${theme} at ${width} px`, async ({ page, user }) => {
        await page.addInitScript((chosen) => localStorage.setItem("theme", chosen), theme);
        await page.setViewportSize({ width, height: width > 400 ? 800 : 812 });
        await createReferences(user.id);
        await insertRows(user.id, [
          { description: "Salário", valor: "5200.00", day: "2024-06-05", kind: "receita", category: "Salário" },
          { description: "Supermercado do mês", valor: "812.45", day: "2024-06-08", kind: "despesa", category: "Mercado" },
          { description: "Padaria", valor: "18.90", day: "2024-06-08", kind: "despesa" },
        ]);
        await e2eDb().query(
          `insert into transactions (user_id, description, valor, transaction_date, transaction_type_id,
             installment_group_id, installment_index, installment_count)
           select $1, 'Notebook para o trabalho com garantia estendida (4/12)', '349.92', '2024-06-10', id,
             gen_random_uuid(), 4, 12
           from transaction_types where transaction_type = 'despesa'`,
          [user.id],
        );
        await insertMany(user.id, 60, "2024-06", "Conta avulsa");
        await page.goto("/transactions?month=6&year=2024");
        await expect(rows(page)).toHaveCount(50);
        await page.waitForLoadState("networkidle");
        await screenshot(page, `transactions-${theme}-${width}`);
      });
    }
  }
});

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
