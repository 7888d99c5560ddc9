// POST /api/v1/capture/bill — keep a boleto as a one-off bill to pay on its due date
import { db } from "@/lib/server/db";
import { oneOffBillInput } from "@/lib/schemas/capture";
import { createOneOffBill } from "@/server/capture/create-one-off-bill";
import { methodsNotAllowed } from "@/server/http/fallback-handlers";
import { created } from "@/server/http/responses";
import { route } from "@/server/http/route";

export const POST = route({ access: "subscriber", body: oneOffBillInput, idempotent: true }, async ({ user, body }) =>
  created(await createOneOffBill(db, user.id, body)),
);

export const { GET, PUT, PATCH, DELETE } = methodsNotAllowed({ POST });
