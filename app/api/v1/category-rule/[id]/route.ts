// PATCH, DELETE /api/v1/category-rule/{id} — one of the user's rules
import { db } from "@/lib/server/db";
import { noContent, ok } from "@/server/http/responses";
import { route } from "@/server/http/route";
import { deleteCategoryRule } from "@/server/category-rules/delete-category-rule";
import { updateCategoryRule } from "@/server/category-rules/update-category-rule";
import { categoryRuleIdParams, categoryRulePatch } from "@/lib/schemas/category-rules";
import { methodsNotAllowed } from "@/server/http/fallback-handlers";

export const PATCH = route(
  { access: "subscriber", params: categoryRuleIdParams, body: categoryRulePatch },
  async ({ user, params, body }) => ok(await updateCategoryRule(db, user.id, params.id, body)),
);

export const DELETE = route(
  { access: "subscriber", params: categoryRuleIdParams },
  async ({ user, params }) => {
    await deleteCategoryRule(db, user.id, params.id);
    return noContent();
  },
);

export const { GET, POST, PUT } = methodsNotAllowed({ PATCH, DELETE });
