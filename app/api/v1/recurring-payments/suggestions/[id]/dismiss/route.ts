// POST /api/v1/recurring-payments/suggestions/{id}/dismiss — "Agora não": the payee is not offered again
import { db } from "@/lib/server/db";
import { noContent } from "@/server/http/responses";
import { route } from "@/server/http/route";
import { methodsNotAllowed } from "@/server/http/fallback-handlers";
import { dismissRecurringSuggestion } from "@/server/recurring-payments/dismiss-recurring-suggestion";
import { recurringSuggestionParams } from "@/lib/schemas/recurring-suggestions";

export const POST = route({ access: "subscriber", params: recurringSuggestionParams }, async ({ user, params }) => {
  await dismissRecurringSuggestion(db, user.id, params.id);
  return noContent();
});

export const { GET, PUT, PATCH, DELETE } = methodsNotAllowed({ POST });
