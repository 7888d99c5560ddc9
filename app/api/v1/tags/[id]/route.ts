// GET, PATCH, DELETE /api/v1/tags/{id} — one of the user's tags or their household's: read, rename
// (a private one merging into a tag of the same name) or share with the household, delete (it leaves
// every transaction)
import { db } from "@/lib/server/db";
import { noContent, ok } from "@/server/http/responses";
import { route } from "@/server/http/route";
import { deleteTag } from "@/server/tags/delete-tag";
import { getTag } from "@/server/tags/get-tag";
import { updateTag } from "@/server/tags/update-tag";
import { tagIdParams, tagRenameInput } from "@/lib/schemas/tags";
import { methodsNotAllowed } from "@/server/http/fallback-handlers";

export const GET = route({ access: "subscriber", params: tagIdParams }, async ({ user, params }) =>
  ok(await getTag(db, user.id, params.id)),
);

export const PATCH = route(
  { access: "subscriber", params: tagIdParams, body: tagRenameInput },
  async ({ user, params, body }) => ok(await updateTag(db, user.id, params.id, body)),
);

export const DELETE = route({ access: "subscriber", params: tagIdParams }, async ({ user, params }) => {
  await deleteTag(db, user.id, params.id);
  return noContent();
});

export const { POST, PUT } = methodsNotAllowed({ GET, PATCH, DELETE });
