// GET, POST /api/v1/category-rule — the user's automatic categorisation rules
import { db } from "@/lib/server/db";
import { created, ok } from "@/server/http/responses";
import { route } from "@/server/http/route";
import { createCategoryRule } from "@/server/category-rules/create-category-rule";
import { listCategoryRules } from "@/server/category-rules/list-category-rules";
import { categoryRuleInput } from "@/lib/schemas/category-rules";
import { methodsNotAllowed } from "@/server/http/fallback-handlers";

export const dynamic = "force-dynamic";

export const GET = route({ access: "subscriber" }, async ({ user }) => ok(await listCategoryRules(db, user.id)));

export const POST = route({ access: "subscriber", body: categoryRuleInput }, async ({ user, body }) =>
  created(await createCategoryRule(db, user.id, body)),
);

export const { PUT, PATCH, DELETE } = methodsNotAllowed({ GET, POST });
