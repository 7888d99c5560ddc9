// POST /api/v1/capture — read a pasted or scanned Pix or boleto code
import { captureInput } from "@/lib/schemas/capture";
import { readPaymentCode } from "@/server/capture/read-payment-code";
import { ok } from "@/server/http/responses";
import { methodsNotAllowed } from "@/server/http/fallback-handlers";
import { route } from "@/server/http/route";

export const POST = route({ access: "subscriber", body: captureInput }, async ({ body }) =>
  ok(readPaymentCode(body.code)),
);

export const { GET, PUT, PATCH, DELETE } = methodsNotAllowed({ POST });
