// GET /api/v1/objective/list-all — the user's objectives with their actual values
import { db } from "@/lib/server/db";
import { ok } from "@/server/http/responses";
import { route } from "@/server/http/route";
import { listObjectives } from "@/server/objectives/list-objectives";
import { methodsNotAllowed } from "@/server/http/fallback-handlers";

export const dynamic = "force-dynamic";

export const GET = route({ access: "subscriber" }, async ({ user }) =>
  ok(await listObjectives(db, user.id)),
);

export const { POST, PUT, PATCH, DELETE } = methodsNotAllowed({ GET });
