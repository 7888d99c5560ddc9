import type { LucideIcon } from "lucide-react";

/**
 * Everything a category screen and a payment-method screen say differently. Client islands read
 * it too, so it stays free of schemas (and of zod).
 */
export interface LabelScreenTexts {
  /** API resource, without /api/v1: "/category" or "/payment-method". */
  resource: string;
  /** The screen's own path: "/categories" or "/payments". */
  path: string;
  title: string;
  description: string;
  icon: LucideIcon;
  searchPlaceholder: string;
  searchLabel: string;
  newButton: string;
  loadingLabel: string;
  emptyTitle: string;
  emptyHint: string;
  noMatchHint: (term: string) => string;
  starterButton: string;
  /** Under the first-use empty state, given the suggested names ("Pix, Boleto e Dinheiro"). */
  starterHint: (names: string) => string;
  starterSuccess: string;
  starterError: string;
  dialog: {
    createTitle: string;
    editTitle: string;
    description: string;
    createSubmit: string;
    namePlaceholder: string;
    descriptionPlaceholder: string;
  };
  deleteTitle: string;
  deleteDescription: (name: string) => string;
  toasts: {
    created: string;
    updated: string;
    deleted: string;
    /**
     * Under the created/updated title, naming what was saved: the spec's payment-method titles
     * ("Pagamento atualizado") read like a recurring payment's without it.
     */
    savedDescription?: (name: string, updated: boolean) => string;
    loadError: string;
    saveError: string;
    deleteError: string;
  };
}
