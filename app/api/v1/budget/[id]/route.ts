// PUT, DELETE /api/v1/budget/{categoryId}[?regime=] — set a category's limit from a month on, or end it
import { db } from "@/lib/server/db";
import { noContent, ok } from "@/server/http/responses";
import { route } from "@/server/http/route";
import { monthQuery } from "@/lib/schemas/month-query";
import { budgetCategoryParams, budgetInput, budgetRegimeQuery } from "@/lib/schemas/budgets";
import { endBudget } from "@/server/budgets/end-budget";
import { setBudget } from "@/server/budgets/set-budget";
import { methodsNotAllowed } from "@/server/http/fallback-handlers";

export const PUT = route(
  { access: "subscriber", params: budgetCategoryParams, body: budgetInput, query: budgetRegimeQuery },
  async ({ user, params, body, query }) => ok(await setBudget(db, user.id, params.id, body, query.regime)),
);

export const DELETE = route(
  { access: "subscriber", params: budgetCategoryParams, query: monthQuery },
  async ({ user, params, query }) => {
    await endBudget(db, user.id, params.id, query);
    return noContent();
  },
);

export const { GET, POST, PATCH } = methodsNotAllowed({ PUT, DELETE });
