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

export const DEMO_PAYMENT_METHODS = [
  { name: "Pix", description: "Transferências instantâneas", color: "#32BCAD" },
  { name: "Cartão de crédito", description: "Fatura com vencimento no dia 10", color: "#7C3AED" },
  { name: "Cartão de débito", description: "Conta corrente", color: "#2563EB" },
  { name: "Dinheiro", description: "Dinheiro em espécie", color: "#16A34A" },
  { name: "Boleto", description: "Contas e carnês", color: "#D97706" },
] as const;

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
    dueDay: 74, // 15 de março (14 em ano bissexto)
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
