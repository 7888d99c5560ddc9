// GET /api/v1/payment-method/review — the pending "Quais destes guardam dinheiro?" (null once answered)
// POST /api/v1/payment-method/review — answer it: { accountIds } hold money, the rest become methods
import { db } from "@/lib/server/db";
import { paymentKindsReviewInput } from "@/lib/schemas/payment-methods";
import { ok } from "@/server/http/responses";
import { route } from "@/server/http/route";
import { answerPaymentKindsReview } from "@/server/payment-methods/answer-payment-kinds-review";
import { getPaymentKindsReview } from "@/server/payment-methods/get-payment-kinds-review";
import { methodsNotAllowed } from "@/server/http/fallback-handlers";

export const GET = route({ access: "subscriber" }, async ({ user }) =>
  ok(await getPaymentKindsReview(db, user.id)),
);

export const POST = route({ access: "subscriber", body: paymentKindsReviewInput }, async ({ user, body }) =>
  ok(await answerPaymentKindsReview(db, user.id, body)),
);

export const { PUT, PATCH, DELETE } = methodsNotAllowed({ GET, POST });
