import { labelSchemas } from "@/server/labels/schemas";

export const PAYMENT_METHOD_NAME_REQUIRED = "O nome do pagamento é obrigatório.";

export const {
  params: paymentMethodIdParams,
  input: paymentMethodInput,
  patch: paymentMethodPatch,
} = labelSchemas({
  nameRequired: PAYMENT_METHOD_NAME_REQUIRED,
  idInvalid: "Identificador de meio de pagamento inválido.",
});
