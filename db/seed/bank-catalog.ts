import type { CategorySource } from "@/lib/domain/enums";
import type { CategoryName, RecurringKey } from "./catalog";

/**
 * The demo's connected bank ("Pluggy Bank"): there is no live Pluggy behind it, so its ids are made
 * up and never reach Pluggy (nothing syncs a connection by itself; "Atualizar" asks Pluggy and
 * shows its refusal).
 */
export const DEMO_BANK = {
  institutionName: "Pluggy Bank",
  pluggyItemId: "demo-pluggy-bank",
  ownerDocument: "39053344705",
  accounts: [
    { key: "conta", pluggyAccountId: "demo-pluggy-bank-conta", type: "BANK", name: "Conta corrente", number: "0341/12345-6", method: "Conta corrente" },
    { key: "cartao", pluggyAccountId: "demo-pluggy-bank-cartao", type: "CREDIT", name: "Pluggy Bank Platinum", number: "**** 4821", method: "Cartão de crédito" },
  ],
} as const;

/** The person's text rules (step 1 of the categoriser): what their rows categorised by rule follow. */
export const DEMO_RULES: ReadonlyArray<{ contains: string; category: CategoryName }> = [
  { contains: "Enel", category: "Contas" },
  { contains: "Sabesp", category: "Contas" },
  { contains: "Posto", category: "Transporte" },
  { contains: "Uber", category: "Transporte" },
  { contains: "iFood", category: "Restaurantes" },
];

export interface DemoPayee {
  name: string;
  /** CPF (11) or CNPJ (14 digits), made up. */
  document?: string;
  kind: "pessoa" | "empresa";
  /** "Sempre" for this payee: its rows are categorised by it (source payee). */
  defaultCategory?: CategoryName;
  /** The recurring bill that follows this payee (so it is no subscription suggestion). */
  recurring?: RecurringKey;
}

/** What the bank says of a row: its printed text, Pluggy's category and the card's MCC. */
export interface BankFacts {
  raw: string;
  pluggyCategoryId: string;
  pluggyCategory: string;
  mcc?: string;
  payee?: DemoPayee;
}

const company = (name: string, document: string, defaultCategory?: CategoryName, recurring?: RecurringKey): DemoPayee => ({
  name,
  document,
  kind: "empresa",
  ...(defaultCategory ? { defaultCategory } : {}),
  ...(recurring ? { recurring } : {}),
});
const person = (name: string, document: string): DemoPayee => ({ name, document, kind: "pessoa" });

const facts = (raw: string, pluggyCategoryId: string, pluggyCategory: string, payee?: DemoPayee, mcc?: string): BankFacts => ({
  raw,
  pluggyCategoryId,
  pluggyCategory,
  ...(payee ? { payee } : {}),
  ...(mcc ? { mcc } : {}),
});

/** The payee offered as a subscription: charged monthly on the same day, followed by no bill. */
export const DEMO_SUBSCRIPTION = { description: "Spotify", cents: 2_190, day: 22, months: 4 } as const;

/** The bank's view of each demo row, by the row's description (the first prefix that fits). */
const BY_PREFIX: ReadonlyArray<[string, BankFacts]> = [
  ["Salário", facts("PIX RECEBIDO ACME TECNOLOGIA LTDA", "01010000", "Salary", company("Acme Tecnologia Ltda", "12345678000190", "Salário"))],
  ["Aluguel", facts("PIX ENVIADO IMOBILIARIA PAULISTA", "17010000", "Rent", company("Imobiliária Paulista", "23456789000101", "Moradia", "aluguel"))],
  ["Internet Vivo Fibra", facts("VIVO FIBRA*CONTA", "07010001", "Internet", company("Vivo", "34567890000112", "Contas", "internet"), "4814")],
  ["Academia Smart Fit", facts("SMARTFIT*MENSALIDADE", "07030001", "Gyms and fitness centers", company("Smart Fit", "45678901000123", "Saúde"), "7997")],
  ["Netflix", facts("NETFLIX.COM", "09020000", "Video streaming", company("Netflix", "56789012000134", "Lazer"), "4899")],
  [DEMO_SUBSCRIPTION.description, facts("SPOTIFY BRASIL", "09030000", "Music streaming", company("Spotify", "67890123000145", "Lazer"), "5815")],
  ["Plano de celular Claro", facts("CLARO*CELULAR", "07010002", "Mobile", company("Claro", "78901234000156", "Contas"), "4814")],
  ["Conta de luz", facts("PAGTO BOLETO ENEL DISTRIBUICAO SP", "17020002", "Electricity", company("Enel", "89012345000167"))],
  ["Conta de água", facts("PAGTO BOLETO SABESP", "17020001", "Water", company("Sabesp", "90123456000178"))],
  ["IPVA", facts("PAGTO TRIBUTO SEFAZ SP IPVA", "06000000", "Legal obligations", company("Secretaria da Fazenda SP", "01234567000189", "Transporte", "ipva"))],
  ["Mercado Pão de Açúcar", facts("PAO DE ACUCAR-1234", "10000000", "Groceries", company("Pão de Açúcar", "11222333000144", "Mercado"), "5411")],
  ["Atacadão", facts("ATACADAO SA", "10000000", "Groceries", company("Atacadão", "22333444000155", "Mercado"), "5411")],
  ["Carrefour", facts("CARREFOUR COM IND", "10000000", "Groceries", company("Carrefour", "33444555000166", "Mercado"), "5411")],
  ["Hortifrúti Oba", facts("OBA HORTIFRUTI", "10000000", "Groceries", company("Oba Hortifrúti", "44555666000177", "Mercado"), "5411")],
  ["Feira livre", facts("COMPRA DEBITO FEIRA", "10000000", "Groceries")],
  ["Posto Ipiranga", facts("AUTO POSTO IPIRANGA", "19050001", "Gas stations", company("Posto Ipiranga", "55666777000188"), "5541")],
  ["Posto Shell", facts("POSTO SHELL VILA MARIANA", "19050001", "Gas stations", company("Posto Shell", "66777888000199"), "5541")],
  ["Uber", facts("UBER *TRIP", "19010000", "Taxi and ride-hailing", company("Uber", "77888999000100"), "4121")],
  ["99", facts("99 TECNOLOGIA", "19010000", "Taxi and ride-hailing", company("99", "88999000000111", "Transporte"), "4121")],
  ["iFood", facts("IFD*IFOOD.COM", "11020000", "Food delivery", company("iFood", "99000111000122"), "5812")],
  ["Farmácia Drogasil", facts("DROGASIL 1532", "18020000", "Pharmacy", company("Drogasil", "10111222000133", "Saúde"), "5912")],
  ["Cinema", facts("CINEMARK IBIRAPUERA", "07040003", "Cinema, theater and concerts", company("Cinemark", "20222333000144"), "7832")],
  ["Bar com amigos", facts("BAR DO JUAREZ", "11010000", "Eating out", undefined, "5813")],
  ["Show no Allianz Parque", facts("EVENTIM*SHOW", "07040003", "Cinema, theater and concerts", undefined, "7922")],
  ["Passeio no Ibirapuera", facts("PARQUE IBIRAPUERA", "08000000", "Shopping", undefined, "7991")],
  ["Pix para Juliana", facts("PIX ENVIADO JULIANA COSTA", "05090004", "Third party transfer - PIX", person("Juliana Costa", "11122233344"))],
  ["Pix para mãe", facts("PIX ENVIADO SANDRA SOUZA", "05090004", "Third party transfer - PIX", person("Sandra Souza", "22233344455"))],
  ["Pix para João", facts("PIX ENVIADO JOAO PEREIRA", "05090004", "Third party transfer - PIX", person("João Pereira", "33344455566"))],
  ["Pix — presente", facts("PIX ENVIADO LOJA PRESENTES", "05090004", "Third party transfer - PIX")],
  ["Freelance", facts("PIX RECEBIDO ESTUDIO AURORA", "01050000", "Non-recurring income", company("Estúdio Aurora", "30333444000155"))],
  ["Livro — Amazon", facts("AMAZON BR", "08060000", "Bookstore", company("Amazon", "15436940000103", "Educação"), "5942")],
  ["Aporte", facts("PIX ENVIADO APORTE", "03020000", "Fixed income")],
  ["Diarista", facts("PIX ENVIADO MARIA APARECIDA", "05090004", "Third party transfer - PIX", { ...person("Maria Aparecida Santos", "44455566677"), defaultCategory: "Moradia", recurring: "diarista" })],
  ["Geladeira", facts("MAGAZINELUIZA", "08000000", "Shopping", company("Magazine Luiza", "47960950000121"), "5722")],
];

/** The bank's facts of a demo row, or null for a row no bank saw (cash). */
export function bankFactsOf(description: string): BankFacts | null {
  return BY_PREFIX.find(([prefix]) => description.startsWith(prefix))?.[1] ?? null;
}

/** A row the last sync brought that waits in "A revisar": the bank's (or the MCC's) suggestion. */
export interface DemoReviewRow {
  description: string;
  cents: number;
  daysAgo: number;
  /** despesa unless said. */
  type?: "receita";
  paymentMethod: "Pix" | "Cartão de débito" | "Cartão de crédito";
  category: CategoryName;
  source: Extract<CategorySource, "bank" | "mcc">;
  facts: BankFacts;
}

export const DEMO_REVIEW_ROWS: readonly DemoReviewRow[] = [
  { description: "Drogaria São Paulo", cents: 4_780, daysAgo: 0, paymentMethod: "Cartão de crédito", category: "Saúde", source: "bank", facts: facts("DROGARIA SAO PAULO 221", "18020000", "Pharmacy", company("Drogaria São Paulo", "61412110000155"), "5912") },
  { description: "Padaria Real", cents: 2_350, daysAgo: 0, paymentMethod: "Cartão de débito", category: "Mercado", source: "mcc", facts: facts("PADARIA REAL LTDA", "11000000", "Food and drinks", company("Padaria Real", "41555666000177"), "5462") },
  { description: "Estapar", cents: 1_800, daysAgo: 1, paymentMethod: "Cartão de crédito", category: "Transporte", source: "bank", facts: facts("ESTAPAR*PAULISTA", "19050002", "Parking", company("Estapar", "42666777000188"), "7523") },
  { description: "Pizzaria Bráz", cents: 13_400, daysAgo: 1, paymentMethod: "Cartão de crédito", category: "Restaurantes", source: "mcc", facts: facts("BRAZ PIZZARIA", "08000000", "Shopping", company("Pizzaria Bráz", "43777888000199"), "5812") },
  { description: "Sacolão Santa Maria", cents: 6_920, daysAgo: 2, paymentMethod: "Cartão de débito", category: "Mercado", source: "bank", facts: facts("SACOLAO STA MARIA", "10000000", "Groceries", company("Sacolão Santa Maria", "44888999000100"), "5411") },
  { description: "Livraria Cultura", cents: 8_990, daysAgo: 3, paymentMethod: "Cartão de crédito", category: "Educação", source: "bank", facts: facts("LIVRARIA CULTURA", "08060000", "Bookstore", company("Livraria Cultura", "45999000000111"), "5942") },
  { description: "Ingresso.com", cents: 6_400, daysAgo: 4, paymentMethod: "Cartão de crédito", category: "Lazer", source: "bank", facts: facts("INGRESSO.COM", "07040003", "Cinema, theater and concerts", company("Ingresso.com", "46000111000122"), "7832") },
  { description: "Pix recebido — Carlos Lima", cents: 85_000, daysAgo: 5, type: "receita", paymentMethod: "Pix", category: "Freelance", source: "bank", facts: facts("PIX RECEBIDO CARLOS LIMA", "01050000", "Non-recurring income", person("Carlos Lima", "55566677788")) },
];

/** The move into an investment the bank showed: the conta's money into a CDB. */
export const DEMO_INVESTMENT_MOVE = {
  description: "Aplicação CDB Pluggy Bank",
  cents: 150_000,
  daysAgo: 3,
  pluggyTransactionId: "demo-pluggy-bank-cdb-1",
} as const;
