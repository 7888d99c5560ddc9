// GET /api/v1/objective/list-all — the user's objectives with their actual values
import { db } from "@/lib/db";
import { ok } from "@/lib/api/responses";
import { route } from "@/lib/api/route";
import { listObjectives } from "@/server/objectives/list-objectives";

export const dynamic = "force-dynamic";

export const GET = route({ access: "subscriber" }, async ({ user }) =>
  ok(await listObjectives(db, user.id)),
);
