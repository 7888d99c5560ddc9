import {
  ArrowLeftRight,
  ChartColumn,
  PiggyBank,
  ReceiptText,
  PlugZap,
  CreditCard,
  House,
  Landmark,
  LayoutDashboard,
  LifeBuoy,
  Repeat,
  Settings,
  Tags,
  Target,
  UserRound,
  Vault,
  WalletCards,
} from "lucide-react";
import type { LucideIcon } from "lucide-react";

export interface NavItem {
  label: string;
  href: string;
  icon: LucideIcon;
  /** Stable hook for the onboarding tour (`[data-tour="payments"]`). */
  tour: string;
  /** A month screen: its link carries the month being looked at (`?month=&year=`). */
  keepsMonth?: boolean;
}

/** The sidebar menu, in order. */
export const MAIN_NAV: NavItem[] = [
  { label: "Dashboard", href: "/dashboard", icon: LayoutDashboard, tour: "dashboard", keepsMonth: true },
  { label: "Transações", href: "/transactions", icon: ArrowLeftRight, tour: "transactions", keepsMonth: true },
  { label: "Categorias", href: "/categories", icon: Tags, tour: "categories" },
  { label: "Objetivos", href: "/objectives", icon: Target, tour: "objectives" },
  { label: "Orçamentos", href: "/budgets", icon: PiggyBank, tour: "budgets", keepsMonth: true },
  { label: "Relatórios", href: "/reports", icon: ChartColumn, tour: "reports" },
  { label: "Patrimônio", href: "/patrimonio", icon: Vault, tour: "patrimonio" },
  { label: "Imposto de Renda", href: "/imposto-de-renda", icon: ReceiptText, tour: "imposto-de-renda" },
  { label: "Contas", href: "/accounts", icon: Landmark, tour: "accounts" },
  { label: "Cartões", href: "/cards", icon: WalletCards, tour: "cards" },
  { label: "Meios de pagamento", href: "/payments", icon: CreditCard, tour: "payments" },
  { label: "Pagamentos Recorrentes", href: "/recurring-payments", icon: Repeat, tour: "recurring-payments" },
  { label: "Casa", href: "/casa", icon: House, tour: "casa", keepsMonth: true },
];

export const ACCOUNT_NAV: NavItem[] = [
  { label: "Perfil", href: "/profile", icon: UserRound, tour: "profile" },
  { label: "Conexões bancárias", href: "/connections", icon: PlugZap, tour: "connections" },
];

export const FOOTER_NAV: NavItem[] = [
  { label: "Configurações", href: "/settings", icon: Settings, tour: "settings" },
  { label: "Ajuda", href: "/ajuda", icon: LifeBuoy, tour: "help" },
];

export function isActivePath(pathname: string, href: string): boolean {
  return pathname === href || pathname.startsWith(`${href}/`);
}
