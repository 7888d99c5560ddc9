// POST /api/v1/transaction/installment — an expense paid in 2..72 monthly parcels
import { db } from "@/lib/db";
import { created } from "@/lib/api/responses";
import { route } from "@/lib/api/route";
import { createInstallmentPurchase } from "@/server/transactions/create-installment-purchase";
import { installmentPurchaseInput } from "@/server/transactions/schemas";

export const POST = route(
  { access: "subscriber", body: installmentPurchaseInput },
  async ({ user, body }) => created(await createInstallmentPurchase(db, user.id, body)),
);
