import { PAYMENT_METHOD_STARTER_SET } from "@/lib/schemas/payment-methods";
import { describeLabelJourney } from "./label-screen-journey";

describeLabelJourney({
  path: "/payments",
  resource: "/payment-method",
  table: "payment_methods",
  title: "Meios de pagamento",
  shotName: "payment-methods",
  searchPlaceholder: "Buscar meios de pagamento...",
  newButton: "Novo Meio de Pagamento",
  createSubmit: "Criar meio de pagamento",
  emptyTitle: "Nenhum meio de pagamento encontrado",
  starterButton: "Usar meios sugeridos",
  starterToast: "Meios de pagamento sugeridos adicionados",
  starterNames: PAYMENT_METHOD_STARTER_SET.map((label) => label.name),
  starterDays: { closingDay: "3", dueDay: "10", submit: "Adicionar sugeridos" },
  nameRequired: "O nome do pagamento é obrigatório.",
  duplicateMessage: "Já existe um meio de pagamento com esse nome.",
  toasts: {
    created: "Pagamento criado",
    updated: "Pagamento atualizado",
    deleted: "Pagamento excluído",
  },
});
