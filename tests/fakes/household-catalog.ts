import type { FakeTransaction } from "./pluggy-shapes";

/**
 * What the household year (household-year.ts) is made of: the holder, the ground truth's kinds and
 * categories, Pluggy's categories as its API names them, and the merchants, bills and people the
 * household pays, with their documents and MCCs.
 */

/** The account holder. 529.982.247-25 is a valid CPF (its check digits hold). */
export const HOUSEHOLD_OWNER = { name: "Ana Paula Ribeiro", cpf: "52998224725" } as const;
export const HOUSEHOLD_MONTHS = 13;

/** What a row is for the person: spending or income in a category, or money that only moves. */
export type TruthKind =
  | "income"
  | "expense"
  | "refund"
  | "own_transfer"
  | "investment"
  | "cash"
  | "card_payment";

/** The starter categories' names the truth refers to (lib/schemas/categories.ts). */
export const TRUTH_CATEGORIES = {
  salario: "Salário",
  moradia: "Moradia",
  mercado: "Mercado",
  transporte: "Transporte",
  saude: "Saúde",
  educacao: "Educação",
  lazer: "Lazer",
  restaurantes: "Restaurantes e delivery",
  assinaturas: "Assinaturas",
  compras: "Compras",
  pets: "Pets",
  outros: "Outros",
} as const;
export type TruthCategory = keyof typeof TRUTH_CATEGORIES;

export interface HouseholdRow {
  account: "BANK" | "CREDIT";
  /** 0 (oldest) … HOUSEHOLD_MONTHS − 1 (newest). */
  month: number;
  transaction: Partial<FakeTransaction> & Pick<FakeTransaction, "amount" | "date">;
  kind: TruthKind;
  /** For income, expense and refund rows: where the person files it. */
  category: TruthCategory | null;
}

export interface Counterparty {
  name: string;
  document: string;
  type: "CPF" | "CNPJ";
}


/** Pluggy's categories used here: id → name, as its API sends them. */
export const PLUGGY = {
  salary: ["01010000", "Salary"],
  fixedIncome: ["03020000", "Fixed income"],
  samePersonPix: ["04020000", "Same person transfer - PIX"],
  samePersonCash: ["04010000", "Same person transfer - Cash"],
  transferPix: ["05070000", "Transfer - PIX"],
  transferTed: ["05080000", "Transfer - TED"],
  bankSlip: ["05010000", "Transfer - Bank slip"],
  cardPayment: ["05100000", "Credit card payment"],
  internet: ["07010001", "Internet"],
  mobile: ["07010002", "Mobile"],
  school: ["07020003", "School"],
  gym: ["07030001", "Gyms and fitness centers"],
  cinema: ["07040003", "Cinema, theater and concerts"],
  onlineShopping: ["08010000", "Online shopping"],
  electronics: ["08020000", "Electronics"],
  pets: ["08030000", "Pet supplies and vet"],
  clothing: ["08040000", "Clothing"],
  videoStreaming: ["09020000", "Video streaming"],
  musicStreaming: ["09030000", "Music streaming"],
  groceries: ["10000000", "Groceries"],
  eatingOut: ["11010000", "Eating out"],
  delivery: ["11020000", "Food delivery"],
  rent: ["17010000", "Rent"],
  water: ["17020001", "Water"],
  electricity: ["17020002", "Electricity"],
  pharmacy: ["18020000", "Pharmacy"],
  rideHailing: ["19010000", "Taxi and ride-hailing"],
  gasStations: ["19050001", "Gas stations"],
  healthInsurance: ["20030000", "Health insurance"],
} as const satisfies Record<string, readonly [string, string]>;
export type PluggyCategory = (typeof PLUGGY)[keyof typeof PLUGGY];

export const category = ([categoryId, name]: PluggyCategory) => ({ categoryId, category: name });

export const company = (name: string, cnpj: string): Counterparty => ({ name, document: cnpj, type: "CNPJ" });

export const LANDLORD: Counterparty = { name: "JOAO CARLOS MENDES", document: "***.614.208-**", type: "CPF" };
export const OWNER_MASKED: Counterparty = { name: "ANA PAULA RIBEIRO", document: "***.982.247-**", type: "CPF" };
export const EMPLOYER = company("ACME TECNOLOGIA LTDA", "11222333000181");
export const FRIENDS: Counterparty[] = [
  { name: "CARLOS EDUARDO LIMA", document: "***.335.901-**", type: "CPF" },
  { name: "MARIANA SOUZA COSTA", document: "***.207.118-**", type: "CPF" },
];

export interface Merchant {
  name: string;
  text: string;
  cnpj: string;
  mcc: number;
  pluggy: PluggyCategory;
  truth: TruthCategory;
}

export const CARD_MERCHANTS = {
  ifood: { name: "iFood", text: "IFOOD *IFOOD", cnpj: "14380200000121", mcc: 5812, pluggy: PLUGGY.delivery, truth: "restaurantes" },
  rappi: { name: "Rappi", text: "RAPPI*RAPPI BRASIL", cnpj: "28649560000118", mcc: 5814, pluggy: PLUGGY.delivery, truth: "restaurantes" },
  madero: { name: "Madero", text: "MADERO STEAK HOUSE", cnpj: "13783221000190", mcc: 5812, pluggy: PLUGGY.eatingOut, truth: "restaurantes" },
  uber: { name: "Uber", text: "UBER *TRIP HELP.UBER.COM", cnpj: "17895646000187", mcc: 4121, pluggy: PLUGGY.rideHailing, truth: "transporte" },
  shell: { name: "Posto Shell", text: "POSTO SHELL AV PAULISTA", cnpj: "33453598000123", mcc: 5541, pluggy: PLUGGY.gasStations, truth: "transporte" },
  netflix: { name: "Netflix", text: "NETFLIX.COM", cnpj: "13590585000199", mcc: 4899, pluggy: PLUGGY.videoStreaming, truth: "assinaturas" },
  spotify: { name: "Spotify", text: "SPOTIFY P2B8C1D9E", cnpj: "13648123000140", mcc: 5815, pluggy: PLUGGY.musicStreaming, truth: "assinaturas" },
  amazon: { name: "Amazon", text: "AMAZON MARKETPLACE", cnpj: "15436940000103", mcc: 5942, pluggy: PLUGGY.onlineShopping, truth: "compras" },
  renner: { name: "Lojas Renner", text: "LOJAS RENNER 0123", cnpj: "92754738000162", mcc: 5651, pluggy: PLUGGY.clothing, truth: "compras" },
  petz: { name: "Petz", text: "PETZ MORUMBI", cnpj: "18328118000109", mcc: 5995, pluggy: PLUGGY.pets, truth: "pets" },
  cinemark: { name: "Cinemark", text: "CINEMARK ELDORADO", cnpj: "00779721000174", mcc: 7832, pluggy: PLUGGY.cinema, truth: "lazer" },
  smartfit: { name: "Smart Fit", text: "SMARTFIT MENSALIDADE", cnpj: "07594978000178", mcc: 7997, pluggy: PLUGGY.gym, truth: "saude" },
  magalu: { name: "Magazine Luiza", text: "MAGAZINE LUIZA", cnpj: "47960950000121", mcc: 5732, pluggy: PLUGGY.electronics, truth: "compras" },
} satisfies Record<string, Merchant>;

export const DEBIT_MERCHANTS = {
  carrefour: { name: "Carrefour", text: "CARREFOUR COM IND LTDA", cnpj: "45543915000181", mcc: 5411, pluggy: PLUGGY.groceries, truth: "mercado" },
  paoDeAcucar: { name: "Pão de Açúcar", text: "PAO DE ACUCAR-1234", cnpj: "47508411000156", mcc: 5411, pluggy: PLUGGY.groceries, truth: "mercado" },
  drogasil: { name: "Drogasil", text: "DROGASIL 2012", cnpj: "61585865000151", mcc: 5912, pluggy: PLUGGY.pharmacy, truth: "saude" },
} satisfies Record<string, Merchant>;

/** Bills paid by boleto or debit from the conta, with their (varying) amounts. */
export const BILLS: Array<{ text: string; payee: Counterparty; pluggy: PluggyCategory; truth: TruthCategory; day: number; amount: (r: () => number) => number }> = [
  { text: "PAGAMENTO DE BOLETO CONDOMINIO ED SOLAR", payee: company("CONDOMINIO EDIFICIO SOLAR", "04281636000148"), pluggy: PLUGGY.bankSlip, truth: "moradia", day: 10, amount: () => 680 },
  { text: "DEB AUTOMATICO ENEL SP", payee: company("ENEL DISTRIBUICAO SAO PAULO", "61695227000193"), pluggy: PLUGGY.electricity, truth: "moradia", day: 15, amount: (r) => 140 + r() * 90 },
  { text: "DEB AUTOMATICO SABESP", payee: company("CIA SANEAMENTO BASICO SP", "43776517000180"), pluggy: PLUGGY.water, truth: "moradia", day: 18, amount: (r) => 70 + r() * 40 },
  { text: "VIVO FIBRA 123456789", payee: company("TELEFONICA BRASIL S.A.", "02558157000162"), pluggy: PLUGGY.internet, truth: "moradia", day: 20, amount: () => 119.9 },
  { text: "PAGAMENTO DE BOLETO UNIMED SEGUROS", payee: company("UNIMED SEGUROS SAUDE S/A", "04487255000181"), pluggy: PLUGGY.healthInsurance, truth: "saude", day: 8, amount: () => 489.37 },
  { text: "PAGAMENTO DE BOLETO COLEGIO PEQUENO PRINCIPE", payee: company("COLEGIO PEQUENO PRINCIPE LTDA", "60746948000112"), pluggy: PLUGGY.school, truth: "educacao", day: 5, amount: () => 1_280 },
  { text: "CLARO CELULAR", payee: company("CLARO S.A.", "40432544000147"), pluggy: PLUGGY.mobile, truth: "moradia", day: 22, amount: () => 59.99 },
];
