// GET /api/v1/push/vapid-public-key — the key a browser subscribes with (applicationServerKey)
import { ok } from "@/server/http/responses";
import { route } from "@/server/http/route";
import { methodsNotAllowed } from "@/server/http/fallback-handlers";
import { requireVapidKeys } from "@/server/push/vapid-keys";

export const GET = route({ access: "user" }, async () => ok({ publicKey: (await requireVapidKeys()).publicKey }));

export const { POST, PUT, PATCH, DELETE } = methodsNotAllowed({ GET });
