// GET /api/v1/tags — the user's tags and their household's, alphabetical, each with how many of the
// transactions they see carry it
import { db } from "@/lib/server/db";
import { ok } from "@/server/http/responses";
import { route } from "@/server/http/route";
import { listTags } from "@/server/tags/list-tags";
import { methodsNotAllowed } from "@/server/http/fallback-handlers";

export const dynamic = "force-dynamic";

export const GET = route({ access: "subscriber" }, async ({ user }) => ok(await listTags(db, user.id)));

export const { POST, PUT, PATCH, DELETE } = methodsNotAllowed({ GET });
