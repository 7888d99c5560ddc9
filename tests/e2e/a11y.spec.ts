import path from "node:path";
import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import { currentYearMonth, toDay } from "@/lib/domain/calendar";
import { animationsFinished } from "./animations";
import { createUser, e2eDb, expect, loginAs, test } from "./fixtures";
import type { E2EUser } from "./fixtures";

/**
 * axe on every screen, in both themes and at both widths: zero serious or critical findings.
 * One account with data and one without are created once and reused by every test.
 */

const PUBLIC_ROUTES = [
  "/",
  "/auth/login",
  "/auth/register",
  "/auth/forgot-password",
  "/auth/reset-password",
  "/auth/confirm-account",
  "/termos",
  "/privacidade",
  "/ajuda",
  "/auth/unsubscribe",
  "/offline",
  "/pagina-que-nao-existe",
];
/** Every screen under app/(app)/; the card's own page is checked apart, with the seeded card. */
const APP_ROUTES = [
  "/dashboard",
  "/transactions",
  "/accounts",
  "/cards",
  "/import",
  "/connections",
  "/categories",
  "/objectives",
  "/budgets",
  "/reports",
  "/patrimonio",
  "/payments",
  "/recurring-payments",
  "/profile",
  "/settings",
  "/subscription",
  "/subscription/success",
  "/subscription/cancel",
];

const THEMES = ["light", "dark"] as const;
const WIDTHS = [1280, 375] as const;
type Theme = (typeof THEMES)[number];

/** The serious and critical findings, one line each: rule, impact and the offending selectors. */
async function seriousFindings(page: Page, label: string): Promise<string[]> {
  const results = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "best-practice"]).analyze();
  return results.violations
    .filter((v) => v.impact === "serious" || v.impact === "critical")
    .map(
      (v) =>
        `[${label}] ${v.id} (${v.impact}): ${v.help}\n` +
        v.nodes.map((n) => `    ${n.target.join(" ")}  ${n.failureSummary?.split("\n")[1]?.trim() ?? ""}`).join("\n"),
    );
}

async function setTheme(page: Page, theme: Theme) {
  await page.addInitScript((value) => {
    localStorage.setItem("theme", value);
    localStorage.setItem("onboardingTourCompleted", "true");
  }, theme);
}

/** Waits for the page to settle: fonts in, animations over, no skeleton left. */
async function settle(page: Page) {
  await page.waitForLoadState("networkidle").catch(() => undefined);
  await page.evaluate(() => document.fonts.ready.then(() => true));
  await expect(page.locator('[data-slot="skeleton"]')).toHaveCount(0);
  await animationsFinished(page);
}

/** Runs axe on `path` in every theme and width; fails with every finding listed. */
async function checkEveryWay(page: Page, path: string, prepare?: (page: Page) => Promise<void>) {
  const findings: string[] = [];
  for (const theme of THEMES) {
    await setTheme(page, theme);
    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: width > 600 ? 900 : 800 });
      await page.goto(path);
      await settle(page);
      if (prepare) await prepare(page);
      findings.push(...(await seriousFindings(page, `${path} ${theme} ${width}px`)));
    }
  }
  expect(findings, findings.join("\n")).toEqual([]);
}

let withData: E2EUser;
let empty: E2EUser;

async function seed(user: E2EUser) {
  const { year, month } = currentYearMonth();
  const day = (d: number) => toDay(year, month, d);
  const db = e2eDb();
  await db.query(
    `insert into categories (user_id, name, color) values
     ($1, 'Moradia', '#6366F1'), ($1, 'Mercado', '#FDE047'), ($1, 'Lazer', '#1E3A8A')`,
    [user.id],
  );
  // An account, a card with its days, and a Pix drawing from the account; a second account
  // overdrawn, so a negative balance (red) is read too.
  await db.query(
    `insert into payment_methods (user_id, name, color, kind, opening_balance, closing_day, due_day, credit_limit) values
     ($1, 'Nubank', '#8B5CF6', 'account', 2500, null, null, null),
     ($1, 'Carteira', '#16A34A', 'account', -35.5, null, null, null),
     ($1, 'Cartão', '#F59E0B', 'credit_card', 0, 3, 10, 1500)`,
    [user.id],
  );
  await db.query(
    `insert into payment_methods (user_id, name, color, kind, account_id)
     select $1, 'Pix', '#10B981', 'method', id from payment_methods where user_id = $1 and name = 'Nubank'`,
    [user.id],
  );
  await db.query(
    `insert into objectives (user_id, name, target_value) values ($1, 'Reserva de emergência', 10000), ($1, 'Viagem', 4000)`,
    [user.id],
  );
  await db.query(
    `insert into recurring_payments (user_id, name, amount, due_day, frequency) values ($1, 'Internet', 120, 10, 'monthly')`,
    [user.id],
  );
  const rows: [string, string, string, "receita" | "despesa", string | null, string | null][] = [
    ["Salário", "5000.00", day(5), "receita", null, "Nubank"],
    ["Aluguel", "1500.00", day(1), "despesa", "Moradia", "Pix"],
    ["Supermercado Pão de Açúcar, compra do mês com a lista inteira", "456.78", day(3), "despesa", "Mercado", "Cartão"],
    ["Cinema", "80.10", day(4), "despesa", "Lazer", null],
  ];
  for (const [description, valor, date, kind, category, method] of rows) {
    await db.query(
      `insert into transactions (user_id, description, valor, transaction_date, transaction_type_id, category_id, payment_method_id)
       select $1, $2, $3, $4::date, t.id, (select c.id from categories c where c.user_id = $1 and c.name = $5),
         (select p.id from payment_methods p where p.user_id = $1 and p.name = $7)
       from transaction_types t where t.transaction_type = $6`,
      [user.id, description, valor, date, category, kind, method],
    );
  }
  await db.query(
    `insert into transactions (user_id, description, valor, transaction_date, transaction_type_id,
       installment_group_id, installment_index, installment_count)
     select $1, 'Notebook Dell Inspiron com monitor externo e teclado sem fio (1/12)', '350.00', $2::date, t.id,
       gen_random_uuid(), 1, 12
     from transaction_types t where t.transaction_type = 'despesa'`,
    [user.id, day(2)],
  );
}

test.describe("accessibility (axe, light and dark, 1280 and 375 px)", () => {
  // Each test loads its screen four times (two themes × two widths) and runs axe on every one: on
  // a loaded 2-core machine that is four screens' worth of time, not one. The dialog and calendar
  // checks reached 32 s against the single-screen 30 s budget, and beside a build over 90 s.
  test.beforeEach(() => test.setTimeout(test.info().timeout * 6));

  test.beforeAll(async () => {
    withData = await createUser({ name: "Ana Acessível" });
    empty = await createUser({ name: "Bruno Vazio" });
    await seed(withData);
  });

  for (const path of PUBLIC_ROUTES) {
    test(`public ${path} has no serious finding`, async ({ page }) => {
      await checkEveryWay(page, path);
    });
  }

  for (const path of APP_ROUTES) {
    test(`${path} with data has no serious finding`, async ({ page }) => {
      await loginAs(page, withData);
      await checkEveryWay(page, path);
    });
  }

  test("/dashboard of an empty account has no serious finding", async ({ page }) => {
    await loginAs(page, empty);
    await checkEveryWay(page, "/dashboard");
  });

  test("a card's fatura has no serious finding", async ({ page }) => {
    await loginAs(page, withData);
    const { rows } = await e2eDb().query<{ id: string }>(
      "select id from payment_methods where user_id = $1 and kind = 'credit_card'",
      [withData.id],
    );
    await checkEveryWay(page, `/cards/${rows[0]?.id}`);
  });

  test("the import preview has no serious finding", async ({ page }) => {
    await loginAs(page, withData);
    await checkEveryWay(page, "/import", async (p) => {
      await p.getByLabel("Arquivo do extrato").setInputFiles(path.join(process.cwd(), "tests/fixtures/import/ofx1-latin1.ofx"));
      await expect(p.getByRole("region", { name: "Prévia da importação" }).locator("tbody tr")).toHaveCount(4, { timeout: 30_000 });
    });
  });

  test("the new-transaction dialog has no serious finding", async ({ page }) => {
    await loginAs(page, withData);
    await checkEveryWay(page, "/transactions", async (p) => {
      await p.getByRole("button", { name: "Nova Transação" }).click();
      await expect(p.getByRole("dialog", { name: "Nova Transação" })).toBeVisible();
      await animationsFinished(p);
    });
  });

  test("the date picker's calendar has no serious finding", async ({ page }) => {
    await loginAs(page, withData);
    await checkEveryWay(page, "/transactions", async (p) => {
      await p.getByRole("button", { name: "Nova Transação" }).click();
      await p.getByRole("button", { name: "Escolher data no calendário" }).click();
      await expect(p.getByRole("dialog", { name: "Calendário" }).getByRole("grid")).toBeVisible();
      await animationsFinished(p);
    });
  });

  test("the onboarding tour has no serious finding", async ({ page }) => {
    await loginAs(page, empty);
    const findings: string[] = [];
    for (const theme of THEMES) {
      for (const width of WIDTHS) {
        const context = page.context();
        const tab = await context.newPage();
        await tab.addInitScript((value) => localStorage.setItem("theme", value), theme);
        await tab.setViewportSize({ width, height: 800 });
        await tab.goto("/dashboard");
        const tour = tab.getByTestId("onboarding-tour");
        // The tour is loaded after the page; beside other work that takes more than the usual 7 s.
        await expect(tour).toBeVisible({ timeout: 30_000 });
        // Mid-fade the popover is translucent (emerald-700 read as #1e8a69): check it as people read it.
        await tour.evaluate((element) => Promise.all(element.getAnimations({ subtree: true }).map((a) => a.finished)));
        await expect(tour.getByRole("button", { name: /^Ir para / })).toBeVisible();
        findings.push(...(await seriousFindings(tab, `tour ${theme} ${width}px`)));
        await tab.close();
      }
    }
    expect(findings, findings.join("\n")).toEqual([]);
  });
});
