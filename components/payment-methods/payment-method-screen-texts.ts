import { CreditCard } from "lucide-react";
import type { LabelScreenTexts } from "@/components/labels/label-screen-texts";

export const paymentMethodScreenTexts: LabelScreenTexts = {
  resource: "/payment-method",
  path: "/payments",
  title: "Meios de pagamento",
  description: "Saiba como você paga cada conta: Pix, cartão, dinheiro...",
  icon: CreditCard,
  searchPlaceholder: "Buscar meios de pagamento...",
  searchLabel: "Buscar meios de pagamento",
  newButton: "Novo Meio de Pagamento",
  loadingLabel: "Carregando meios de pagamento...",
  emptyTitle: "Nenhum meio de pagamento encontrado",
  emptyHint: "Cadastre seu primeiro meio de pagamento.",
  noMatchHint: (term) => `Nenhum meio de pagamento corresponde a "${term}".`,
  starterButton: "Usar meios sugeridos",
  starterHint: (names) => `Ou comece com os sugeridos: ${names}.`,
  starterSuccess: "Meios de pagamento sugeridos adicionados",
  starterError: "Não foi possível adicionar os meios de pagamento sugeridos.",
  dialog: {
    createTitle: "Novo Meio de Pagamento",
    editTitle: "Editar Meio de Pagamento",
    description: "Dê um nome e uma cor para reconhecer o meio de pagamento nas suas transações.",
    createSubmit: "Criar meio de pagamento",
    namePlaceholder: "Ex.: Cartão de crédito",
    descriptionPlaceholder: "Ex.: Nubank, vence dia 10",
  },
  deleteTitle: "Excluir meio de pagamento?",
  deleteDescription: (name) =>
    `O meio de pagamento "${name}" será excluído. As transações e pagamentos recorrentes que o usam continuam registrados, sem meio de pagamento.`,
  toasts: {
    created: "Pagamento criado",
    updated: "Pagamento atualizado",
    deleted: "Pagamento excluído",
    savedDescription: (name, updated) =>
      `Meio de pagamento "${name}" ${updated ? "atualizado" : "criado"}.`,
    loadError: "Não foi possível carregar os pagamentos",
    saveError: "Não foi possível salvar o pagamento",
    deleteError: "Não foi possível excluir o pagamento",
  },
};
