/** The onboarding tour: payment methods, then categories, then transactions. */
export type TourStepId = "payments" | "categories" | "transactions";

export interface TourStep {
  id: TourStepId;
  /** The menu item's label (components/shell/nav-items.ts), and where it leads. */
  menuLabel: string;
  href: string;
  title: string;
  text: string;
}

export const TOUR_STEPS: readonly TourStep[] = [
  {
    id: "payments",
    menuLabel: "Meios de pagamento",
    href: "/payments",
    title: "Cadastre seus meios de pagamento",
    text: "Cartão, Pix, dinheiro: diga como você paga e veja para onde vai cada real.",
  },
  {
    id: "categories",
    menuLabel: "Categorias",
    href: "/categories",
    title: "Organize com categorias",
    text: "Moradia, mercado, lazer: as categorias montam a distribuição dos seus gastos.",
  },
  {
    id: "transactions",
    menuLabel: "Transações",
    href: "/transactions",
    title: "Registre sua primeira transação",
    text: "Lance uma receita ou despesa do mês e o Dashboard ganha vida.",
  },
];

export interface TourProgress {
  payments: boolean;
  categories: boolean;
  transactions: boolean;
}

/** The first step still to do, in the spec's order, or null when all three exist. */
export function nextTourStep(progress: TourProgress): TourStep | null {
  return TOUR_STEPS.find((step) => !progress[step.id]) ?? null;
}

/**
 * The line after a step's text, naming what is on the person's screen: on a phone the menu is a
 * drawer behind a button; on a larger screen the item is in the sidebar the tour points at.
 */
export function tourHint(step: TourStep, mobile: boolean): string {
  return mobile
    ? `Abra o menu e toque em “${step.menuLabel}”.`
    : `Clique em “${step.menuLabel}” no menu ao lado.`;
}
