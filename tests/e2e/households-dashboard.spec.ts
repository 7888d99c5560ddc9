import { createUser, e2eDb, expect, loginAs, test } from "./fixtures";
import { skipOnboardingTour } from "./label-screen-journey";
import { shootEveryWay } from "./theme-shots";
import { todayInSaoPaulo } from "@/lib/domain/calendar";

/**
 * Ana and Bruno share a household (set up in the database): Ana's "Conjunta" is shared, Bruno spent
 * 99,99 in it (25/75), Ana 300,00 (the household's 50/50), and Ana 100,00 of her own.
 */
async function household() {
  const ana = await createUser({ name: "Ana Lima" });
  const bruno = await createUser({ name: "Bruno Souza" });
  const db = e2eDb();
  const { rows: [house] } = await db.query<{ id: string }>(
    "insert into households (name, owner_id) values ('Casa da Ana', $1) returning id",
    [ana.id],
  );
  await db.query(
    "insert into household_members (household_id, user_id, level) values ($1, $2, 'owner'), ($1, $3, 'full')",
    [house!.id, ana.id, bruno.id],
  );
  const { rows: [conjunta, pix] } = await db.query<{ id: string }>(
    `insert into payment_methods (user_id, name, color, sharing) values ($1, 'Conjunta', '#0EA5E9', 'shared'),
     ($1, 'Pix da Ana', '#10B981', 'private') returning id`,
    [ana.id],
  );
  const { rows: [despesa] } = await db.query<{ id: string }>(
    "select id from transaction_types where transaction_type = 'despesa'",
  );
  const today = todayInSaoPaulo();
  await db.query(
    `insert into transactions (user_id, description, valor, transaction_date, transaction_type_id, payment_method_id, created_by, paid_by, split)
     values ($1, 'Supermercado', 300.00, $3, $4, $5, $1, null, null),
            ($1, 'Remédios', 99.99, $3, $4, $5, $2, $2, $7::jsonb),
            ($1, 'Cinema', 100.00, $3, $4, $6, $1, null, null)`,
    [ana.id, bruno.id, today, despesa!.id, conjunta!.id, pix!.id, JSON.stringify({ [ana.id]: 2500, [bruno.id]: 7500 })],
  );
  return { ana, bruno };
}

test.describe("Dashboard › Eu | Casa", () => {
  test.beforeEach(async ({ page }) => skipOnboardingTour(page));

  test("a member switches between Eu and Casa, kept in the URL", async ({ page }) => {
    test.setTimeout(120_000);
    const { ana } = await household();
    await loginAs(page, ana);
    await page.goto("/dashboard");
    const expense = page.getByTestId("stat-expense").getByTestId("stat-value");
    // Eu: 100,00 + 150,00 + 25,00.
    await expect(expense).toContainText("275,00");
    await shootEveryWay(page, "households-dashboard", "dashboard-eu");

    await page.getByTestId("scope-household").focus();
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/escopo=casa/);
    await expect(page.getByTestId("scope-household")).toHaveAttribute("aria-current", "page");
    // Casa: 300,00 + 99,99.
    await expect(expense).toContainText("399,99");
    await shootEveryWay(page, "households-dashboard", "dashboard-casa");
  });

  test("someone outside a household sees no switch, whatever the URL says", async ({ page }) => {
    const carla = await createUser({ name: "Carla" });
    await loginAs(page, carla);
    await page.goto("/dashboard?escopo=casa");
    await expect(page.getByTestId("stat-expense")).toBeVisible();
    await expect(page.getByTestId("scope-household")).toHaveCount(0);
  });
});
