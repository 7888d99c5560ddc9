// POST /api/v1/recurring-payments/suggestions/{id}/accept — follow the payee's subscription as a
// monthly recurring payment, linked to it
import { db } from "@/lib/server/db";
import { created } from "@/server/http/responses";
import { route } from "@/server/http/route";
import { methodsNotAllowed } from "@/server/http/fallback-handlers";
import { acceptRecurringSuggestion } from "@/server/recurring-payments/accept-recurring-suggestion";
import { recurringSuggestionParams } from "@/lib/schemas/recurring-suggestions";

export const POST = route({ access: "subscriber", params: recurringSuggestionParams }, async ({ user, params }) =>
  created(await acceptRecurringSuggestion(db, user.id, params.id)),
);

export const { GET, PUT, PATCH, DELETE } = methodsNotAllowed({ POST });
