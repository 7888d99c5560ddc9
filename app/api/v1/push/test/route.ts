// POST /api/v1/push/test — "Notificações ativadas" on every device of the caller
import { db } from "@/lib/server/db";
import { ok } from "@/server/http/responses";
import { route } from "@/server/http/route";
import { methodsNotAllowed } from "@/server/http/fallback-handlers";
import { sendTestPush } from "@/server/push/send-test-push";

export const POST = route({ access: "user" }, async ({ user }) => ok(await sendTestPush(db, user.id)));

export const { GET, PUT, PATCH, DELETE } = methodsNotAllowed({ POST });
