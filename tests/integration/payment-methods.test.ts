import { PAYMENT_METHOD_STARTER_SET } from "@/lib/schemas/payment-methods";
import { afterAll, expect, vi } from "vitest";
import { POST } from "@/app/api/v1/payment-method/route";
import { GET as listAll } from "@/app/api/v1/payment-method/list-all/route";
import { POST as starterSet } from "@/app/api/v1/payment-method/starter-set/route";
import { DELETE, GET, PATCH } from "@/app/api/v1/payment-method/[id]/route";
import { listPaymentMethods } from "@/server/payment-methods/list-payment-methods";
import { describeLabelEndpoints } from "./label-endpoints";

const restoreBilling = await vi.hoisted(async () => (await import("./billing-on")).enableBilling());
afterAll(restoreBilling);

describeLabelEndpoints({
  label: "meio de pagamento",
  basePath: "/api/v1/payment-method",
  routes: { create: POST, listAll, starterSet, get: GET, update: PATCH, remove: DELETE },
  nameRequired: "O nome do pagamento é obrigatório.",
  duplicateMessage: "Já existe um meio de pagamento com esse nome.",
  notFoundMessage: "Meio de pagamento não encontrado.",
  starterNames: PAYMENT_METHOD_STARTER_SET.map((label) => label.name),
  listUseCase: listPaymentMethods,
  transactionColumn: "paymentMethodId",
  starterBody: { closingDay: 3, dueDay: 10 },
  extraFields: {
    kind: "method",
    accountId: null,
    openingBalance: 0,
    balance: null,
    closingDay: null,
    dueDay: null,
    creditLimit: null,
    availableLimit: null,
    sharing: "private",
    ownerId: expect.any(String),
    access: "owner",
  },
});
