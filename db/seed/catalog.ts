import type { RecurringFrequency } from "@/db/schema";

/** The demo account's fixed records: categories (typed), payment methods, goals and recurring bills. */
export const DEMO_CATEGORIES = [
  { name: "Salário", description: "Salário mensal (CLT)", color: "#10B981", type: "receita" },
  { name: "Freelance", description: "Trabalhos extras", color: "#14B8A6", type: "receita" },
  { name: "Moradia", description: "Aluguel, diarista e casa", color: "#6366F1", type: "despesa" },
  { name: "Mercado", description: "Supermercado, feira e hortifrúti", color: "#F59E0B", type: "despesa" },
  { name: "Transporte", description: "Combustível, aplicativos e IPVA", color: "#3B82F6", type: "despesa" },
  { name: "Saúde", description: "Farmácia, academia e consultas", color: "#EF4444", type: "despesa" },
  { name: "Lazer", description: "Cinema, bares, streaming e passeios", color: "#EC4899", type: "despesa" },
  { name: "Contas", description: "Luz, água, internet e celular", color: "#8B5CF6", type: "despesa" },
  { name: "Restaurantes", description: "Delivery e refeições fora", color: "#F97316", type: "despesa" },
  { name: "Educação", description: "Cursos e livros", color: "#0EA5E9", type: "despesa" },
  { name: "Investimentos", description: "Aportes nos objetivos", color: "#22C55E", type: "ambas" },
] as const;

/**
 * The demo's money: a bank account and a wallet hold it, Pix, débito and boleto draw from the bank
 * account, and the card has faturas (paid from the bank account on their due day).
 */
export const DEMO_PAYMENT_METHODS = [
  { name: "Conta corrente", description: "Itaú, agência 0341", color: "#EC7000", kind: "account", openingCents: 520_000 },
  { name: "Dinheiro", description: "A carteira", color: "#16A34A", kind: "account", openingCents: 18_000 },
  { name: "Pix", description: "Sai da conta corrente", color: "#32BCAD", kind: "method", drawsFrom: "Conta corrente" },
  { name: "Cartão de débito", description: "Sai da conta corrente", color: "#2563EB", kind: "method", drawsFrom: "Conta corrente" },
  { name: "Boleto", description: "Contas e carnês, pagos pela conta corrente", color: "#D97706", kind: "method", drawsFrom: "Conta corrente" },
  { name: "Cartão de crédito", description: "Fecha dia 3, vence dia 10", color: "#7C3AED", kind: "credit_card" },
] as const;

/** The demo card's days and limit. */
export const DEMO_CARD = { name: "Cartão de crédito", closingDay: 3, dueDay: 10, limitCents: 1_200_000, paidFrom: "Conta corrente" } as const;

/** A bill created with the account, due tomorrow: the one thing the bell has to say. */
export const DEMO_BILL_DUE_TOMORROW = {
  name: "Condomínio",
  amountCents: 68_000,
  category: "Moradia",
  paymentMethod: "Boleto",
  description: "Boleto da administradora",
} as const;

export type CategoryName = (typeof DEMO_CATEGORIES)[number]["name"];
export type PaymentMethodName = (typeof DEMO_PAYMENT_METHODS)[number]["name"];

export const DEMO_OBJECTIVES = [
  { key: "reserva", name: "Reserva de emergência", targetCents: 2_000_000 },
  { key: "viagem", name: "Viagem para o Nordeste", targetCents: 800_000 },
] as const;

export type ObjectiveKey = (typeof DEMO_OBJECTIVES)[number]["key"];

export interface RecurringDefinition {
  key: "aluguel" | "internet" | "diarista" | "ipva";
  name: string;
  amountCents: number;
  /** monthly: day of the month; weekly: 1–7 (7 = domingo); yearly: day of the year. */
  dueDay: number;
  frequency: RecurringFrequency;
  category: CategoryName;
  paymentMethod: PaymentMethodName;
  description: string | null;
}

export const DEMO_RECURRING: readonly RecurringDefinition[] = [
  {
    key: "aluguel",
    name: "Aluguel",
    amountCents: 215_000,
    dueDay: 10,
    frequency: "monthly",
    category: "Moradia",
    paymentMethod: "Pix",
    description: "Apartamento na Vila Mariana",
  },
  {
    key: "internet",
    name: "Internet Vivo Fibra",
    amountCents: 11_990,
    dueDay: 15,
    frequency: "monthly",
    category: "Contas",
    paymentMethod: "Cartão de crédito",
    description: "Plano 500 mega",
  },
  {
    key: "diarista",
    name: "Diarista",
    amountCents: 18_000,
    dueDay: 5, // sexta-feira
    frequency: "weekly",
    category: "Moradia",
    paymentMethod: "Pix",
    description: "Faxina toda sexta-feira",
  },
  {
    key: "ipva",
    name: "IPVA",
    amountCents: 184_237,
    dueDay: 74, // 14 de março (the yearly days count on a leap-year calendar)
    frequency: "yearly",
    category: "Transporte",
    paymentMethod: "Boleto",
    description: "Cota única com desconto",
  },
];

export type RecurringKey = RecurringDefinition["key"];

/** The 10x card purchase: its total does not divide by 10, so the first parcel takes the rest. */
export const DEMO_INSTALLMENT_PURCHASE = {
  description: "Geladeira Brastemp Frost Free",
  totalCents: 456_789,
  count: 10,
  /** The first parcel falls this many months before the current one. */
  monthsAgo: 4,
  day: 30,
  category: "Moradia",
  paymentMethod: "Cartão de crédito",
} as const;
