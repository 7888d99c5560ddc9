// POST /api/v1/transaction/installment — an expense paid in 2..72 monthly parcels
import { db } from "@/lib/server/db";
import { created } from "@/server/http/responses";
import { route } from "@/server/http/route";
import { createInstallmentPurchase } from "@/server/transactions/create-installment-purchase";
import { installmentPurchaseInput } from "@/lib/schemas/transactions";
import { methodsNotAllowed } from "@/server/http/fallback-handlers";

export const POST = route(
  { access: "subscriber", body: installmentPurchaseInput, idempotent: true },
  async ({ user, body }) => created(await createInstallmentPurchase(db, user.id, body)),
);

export const { GET, PUT, PATCH, DELETE } = methodsNotAllowed({ POST });
