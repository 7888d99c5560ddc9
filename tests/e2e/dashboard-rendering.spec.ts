import { formatMonthLabel } from "@/lib/format/dates";
import {
  NBSP,
  statValue,
  toast,
  setupDashboardHousehold,
} from "./dashboard-fixtures";
import { e2eDb, expect, screenshot, test } from "./fixtures";
import { insertRows } from "./transaction-rows";

/** What the server renders: one tile's failure stays in that tile, and the HTML needs no scripts. */
test.describe("Dashboard", () => {
  setupDashboardHousehold();

  test("a tile whose query fails shows its message and a retry while the other tiles render", async ({
    page,
  }) => {
    // A real failure of one tile's query: its column is gone until the test puts it back.
    const breakObjectives = "alter table objectives rename column target_value to target_value_off";
    const restoreObjectives =
      "alter table objectives rename column target_value_off to target_value";
    await e2eDb().query(breakObjectives);
    try {
      await page.goto("/dashboard");
      const tile = page.getByTestId("objectives-tile");
      await expect(tile.getByTestId("part-load-error")).toContainText("Erro ao buscar objetivos");
      await expect(toast(page, "Erro ao buscar objetivos")).toBeVisible();
      await expect(
        toast(page, "Ocorreu um erro ao buscar os seus objetivos financeiros."),
      ).toBeVisible();
      // Every other tile still shows its data.
      await expect(statValue(page, "revenue")).toHaveText(`R$${NBSP}6.234,56`);
      await expect(statValue(page, "expense")).toHaveText(`R$${NBSP}2.082,55`);
      await expect(page.getByTestId("recent-transaction")).toHaveCount(4);
      await expect(page.getByTestId("category-expense")).toHaveCount(5);
      await expect(page.getByTestId("pending-payments")).toContainText(
        "Nenhum pagamento neste mês",
      );
      await screenshot(page, "dashboard-tile-error");
    } finally {
      await e2eDb().query(restoreObjectives);
    }
    const tile = page.getByTestId("objectives-tile");
    await tile.getByRole("button", { name: "Tentar novamente" }).click();
    await expect(page.getByTestId("dashboard-objective")).toHaveCount(3);
    await expect(tile.getByTestId("part-load-error")).toHaveCount(0);
  });

  test("without JavaScript, the server HTML already holds the month's figures and recent transactions", async ({
    page,
    user,
    request,
  }) => {
    await insertRows(user.id, [
      { description: "Salário de junho", valor: "4321.09", day: "2024-06-05", kind: "receita" },
      {
        description: "Conta de luz",
        valor: "187.65",
        day: "2024-06-10",
        kind: "despesa",
        category: "Moradia",
      },
      {
        description: "Feira",
        valor: "95.40",
        day: "2024-06-22",
        kind: "despesa",
        category: "Mercado",
      },
      // May spends 100,00 on three days: enough to compare with (docs/decisions/honest-comparisons.md).
      { description: "Maio", valor: "40.00", day: "2024-05-03", kind: "despesa" },
      { description: "Maio", valor: "30.00", day: "2024-05-15", kind: "despesa" },
      { description: "Maio", valor: "30.00", day: "2024-05-28", kind: "despesa" },
    ]);
    const session = (await page.context().cookies()).find(
      (cookie) => cookie.name === "bolso_session",
    );
    expect(session).toBeDefined();
    const res = await request.get("/dashboard?month=6&year=2024", {
      headers: { cookie: `bolso_session=${session?.value ?? ""}` },
      maxRedirects: 0,
    });
    expect(res.status()).toBe(200);
    const html = await res.text();

    // Each stat tile's figure, read from the HTML itself (not from the data the scripts carry).
    const figures: Record<string, string | undefined> = Object.fromEntries(
      [
        ...html.matchAll(
          /data-testid="stat-(\w+)"(?:(?!data-testid="stat-)[\s\S])*?data-testid="stat-value"[^>]*>([^<]*)</g,
        ),
      ].map((match): [string, string | undefined] => [match[1] ?? "", match[2]]),
    );
    // June 2024: revenue 4.321,09; expense 283,05 (+183,1% on May's 100,00); savings 4.038,04; 283,05 / 30 days = 9,44.
    expect(figures).toEqual({
      revenue: `R$${NBSP}4.321,09`,
      expense: `R$${NBSP}283,05`,
      savings: `R$${NBSP}4.038,04`,
      average: `R$${NBSP}9,44`,
    });
    expect(html).toContain("183,1%");
    expect(html).toContain("Nos 30 dias de junho");
    expect(html).toContain(`>${formatMonthLabel(2024, 6)}<`);
    const recent = [
      // Each row's description: the text the line-clamped span holds (beside a parcela's marker).
      ...html.matchAll(/data-testid="recent-transaction"[\s\S]*?<span class="line-clamp-2[^"]*">([^<]*)<\/span>/g),
    ].map((match) => match[1]);
    expect(recent).toEqual(["Feira", "Conta de luz", "Salário de junho"]);
    expect(html).toContain('href="/transactions?month=6&amp;year=2024"');
  });

  test.describe("on a phone", () => {
    test.use({ viewport: { width: 375, height: 740 }, isMobile: true, hasTouch: true });

    test("links in the screen prefetch their route when touched or hovered, not while the page loads", async ({ page }) => {
      const prefetched: string[] = [];
      page.on("request", (request) => {
        if (request.headers()["next-router-prefetch"]) prefetched.push(new URL(request.url()).pathname);
      });
      await page.goto("/dashboard");
      const accounts = page.getByRole("link", { name: "Saldo em contas" });
      await expect(accounts).toBeVisible();
      await expect(statValue(page, "revenue")).toHaveText(`R$${NBSP}6.234,56`);
      // Past the moment a link on screen used to be prefetched.
      await page.evaluate(
        () => new Promise((resolve) => requestIdleCallback(() => setTimeout(resolve, 1_000), { timeout: 4_000 })),
      );
      expect(prefetched).toEqual([]);

      await accounts.hover();
      await expect.poll(() => prefetched).toContain("/accounts");
      expect(prefetched).not.toContain("/cards");
      await accounts.click();
      await expect(page).toHaveURL(/\/accounts$/);
    });
  });
});
