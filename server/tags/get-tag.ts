import "server-only";
import type { DbOrTx } from "@/lib/server/db";
import { notFound } from "@/lib/errors";
import { tagMessages } from "@/lib/schemas/tags";
import type { TagJson } from "@/lib/schemas/tags";
import { listTags } from "@/server/tags/list-tags";

/** GET /tags/{id}: one of the user's tags or their household's, with its use; any other is a 404. */
export async function getTag(db: DbOrTx, userId: string, id: string): Promise<TagJson> {
  const tag = (await listTags(db, userId)).find((listed) => listed.id === id);
  if (!tag) throw notFound(tagMessages.notFound);
  return tag;
}
