// DELETE /api/v1/objective/sem-conta-notice — "Entendi": the objectives screen stops telling that
// earlier deposits and withdrawals left or reached no account
import { db } from "@/lib/server/db";
import { methodsNotAllowed } from "@/server/http/fallback-handlers";
import { noContent } from "@/server/http/responses";
import { route } from "@/server/http/route";
import { dismissNoAccountNotice } from "@/server/objectives/no-account-notice";

export const dynamic = "force-dynamic";

export const DELETE = route({ access: "subscriber" }, async ({ user }) => {
  await dismissNoAccountNotice(db, user.id);
  return noContent();
});

export const { GET, POST, PUT, PATCH } = methodsNotAllowed({ DELETE });
