/**
 * Pluggy's transaction categories (the `categoryId` of a bank row) and where each lands among the
 * starter categories.
 *
 * Where the ids come from: Pluggy's "Transaction Categorization" guide
 * (https://docs.pluggy.ai/docs/transaction-categories) describes the tree served by its
 * `GET /categories`: 8-digit ids, two digits per level, a child pointing at its parent
 * (`05080000` "Transfer - TED" under `05000000` "Transfers"). The full set of ids below is the one
 * that endpoint answers (01 Income to 21 Leisure, and 99999999 for the rest); the names beside them
 * are Pluggy's `description`, the pt-BR labels ours.
 */

interface PluggyCategory {
  /** Pluggy's `description`. */
  name: string;
  /** How the row's sheet names it. */
  label: string;
}

export const PLUGGY_CATEGORIES: Readonly<Record<string, PluggyCategory>> = {
  "01000000": { name: "Income", label: "Receitas" },
  "01010000": { name: "Salary", label: "Salário" },
  "01020000": { name: "Retirement", label: "Aposentadoria" },
  "01030000": { name: "Entrepreneurial activities", label: "Atividade empresarial" },
  "01040000": { name: "Government aid", label: "Auxílio do governo" },
  "01050000": { name: "Non-recurring income", label: "Renda eventual" },
  "02000000": { name: "Loans and financing", label: "Empréstimos e financiamentos" },
  "02010000": { name: "Late payment and overdraft costs", label: "Juros de atraso e cheque especial" },
  "02020000": { name: "Interests charged", label: "Juros cobrados" },
  "02030000": { name: "Financing", label: "Financiamento" },
  "02030001": { name: "Real estate financing", label: "Financiamento imobiliário" },
  "02030002": { name: "Vehicle financing", label: "Financiamento de veículo" },
  "02030003": { name: "Student loan", label: "Financiamento estudantil" },
  "02040000": { name: "Loans", label: "Empréstimos" },
  "03000000": { name: "Investments", label: "Investimentos" },
  "03010000": { name: "Automatic investment", label: "Investimento automático" },
  "03020000": { name: "Fixed income", label: "Renda fixa" },
  "03030000": { name: "Mutual funds", label: "Fundos" },
  "03040000": { name: "Variable income", label: "Renda variável" },
  "03050000": { name: "Margin", label: "Margem" },
  "03060000": { name: "Proceeds interests and dividends", label: "Rendimentos e dividendos" },
  "03070000": { name: "Pension", label: "Previdência" },
  "04000000": { name: "Same person transfer", label: "Transferência entre contas próprias" },
  "04010000": { name: "Same person transfer - Cash", label: "Dinheiro" },
  "04020000": { name: "Same person transfer - PIX", label: "Pix" },
  "04030000": { name: "Same person transfer - TED", label: "TED" },
  "05000000": { name: "Transfers", label: "Transferências" },
  "05010000": { name: "Transfer - Bank slip", label: "Boleto" },
  "05020000": { name: "Transfer - Cash", label: "Dinheiro" },
  "05030000": { name: "Transfer - Check", label: "Cheque" },
  "05040000": { name: "Transfer - DOC", label: "DOC" },
  "05050000": { name: "Transfer - Foreign exchange", label: "Câmbio" },
  "05060000": { name: "Transfer - Internal", label: "Interna" },
  "05070000": { name: "Transfer - PIX", label: "Pix" },
  "05080000": { name: "Transfer - TED", label: "TED" },
  "05090000": { name: "Third party transfers", label: "Para terceiros" },
  "05090001": { name: "Third party transfer - Bank slip", label: "Boleto para terceiros" },
  "05090002": { name: "Third party transfer - DOC", label: "DOC para terceiros" },
  "05090003": { name: "Third party transfer - Debit card", label: "Cartão de débito para terceiros" },
  "05090004": { name: "Third party transfer - PIX", label: "Pix para terceiros" },
  "05090005": { name: "Third party transfer - TED", label: "TED para terceiros" },
  "05100000": { name: "Credit card payment", label: "Pagamento de fatura" },
  "06000000": { name: "Legal obligations", label: "Obrigações legais" },
  "06010000": { name: "Blocked balances", label: "Saldo bloqueado" },
  "06020000": { name: "Alimony", label: "Pensão alimentícia" },
  "07000000": { name: "Services", label: "Serviços" },
  "07010000": { name: "Telecommunications", label: "Telecomunicações" },
  "07010001": { name: "Internet", label: "Internet" },
  "07010002": { name: "Mobile", label: "Celular" },
  "07010003": { name: "TV", label: "TV" },
  "07020000": { name: "Education", label: "Educação" },
  "07020001": { name: "Online courses", label: "Cursos online" },
  "07020002": { name: "University", label: "Faculdade" },
  "07020003": { name: "School", label: "Escola" },
  "07020004": { name: "Kindergarten", label: "Creche" },
  "07030000": { name: "Wellness and fitness", label: "Bem-estar e academia" },
  "07030001": { name: "Gyms and fitness centers", label: "Academia" },
  "07030002": { name: "Sports practice", label: "Esportes" },
  "07030003": { name: "Wellness", label: "Bem-estar" },
  "07040000": { name: "Tickets", label: "Ingressos" },
  "07040001": { name: "Stadiums and arenas", label: "Estádios e arenas" },
  "07040002": { name: "Landmarks and museums", label: "Museus e pontos turísticos" },
  "07040003": { name: "Cinema, theater and concerts", label: "Cinema, teatro e shows" },
  "08000000": { name: "Shopping", label: "Compras" },
  "08010000": { name: "Online shopping", label: "Compras online" },
  "08020000": { name: "Electronics", label: "Eletrônicos" },
  "08030000": { name: "Pet supplies and vet", label: "Pet shop e veterinário" },
  "08040000": { name: "Clothing", label: "Roupas" },
  "08050000": { name: "Kids and toys", label: "Crianças e brinquedos" },
  "08060000": { name: "Bookstore", label: "Livraria" },
  "08070000": { name: "Sports goods", label: "Artigos esportivos" },
  "08080000": { name: "Office supplies", label: "Papelaria" },
  "08090000": { name: "Cashback", label: "Cashback" },
  "09000000": { name: "Digital services", label: "Serviços digitais" },
  "09010000": { name: "Gaming", label: "Jogos" },
  "09020000": { name: "Video streaming", label: "Streaming de vídeo" },
  "09030000": { name: "Music streaming", label: "Streaming de música" },
  "10000000": { name: "Groceries", label: "Supermercado" },
  "11000000": { name: "Food and drinks", label: "Alimentação" },
  "11010000": { name: "Eating out", label: "Restaurantes" },
  "11020000": { name: "Food delivery", label: "Delivery" },
  "12000000": { name: "Travel", label: "Viagens" },
  "12010000": { name: "Airport and airlines", label: "Aéreo" },
  "12020000": { name: "Accommodation", label: "Hospedagem" },
  "12030000": { name: "Mileage programs", label: "Milhas" },
  "12040000": { name: "Bus tickets", label: "Passagens de ônibus" },
  "13000000": { name: "Donations", label: "Doações" },
  "14000000": { name: "Gambling", label: "Apostas" },
  "14010000": { name: "Lottery", label: "Loteria" },
  "14020000": { name: "Online bet", label: "Apostas online" },
  "15000000": { name: "Taxes", label: "Impostos" },
  "15010000": { name: "Income taxes", label: "Imposto de renda" },
  "15020000": { name: "Tax on financial operations", label: "IOF" },
  "15030000": { name: "Tax on services", label: "Impostos sobre serviços" },
  "16000000": { name: "Bank fees", label: "Tarifas bancárias" },
  "16010000": { name: "Account fees", label: "Tarifa da conta" },
  "16020000": { name: "Wire transfer fees and ATM fees", label: "Tarifas de transferência e saque" },
  "16030000": { name: "Credit card fees", label: "Tarifas do cartão" },
  "17000000": { name: "Housing", label: "Moradia" },
  "17010000": { name: "Rent", label: "Aluguel" },
  "17020000": { name: "Utilities", label: "Contas da casa" },
  "17020001": { name: "Water", label: "Água" },
  "17020002": { name: "Electricity", label: "Luz" },
  "17020003": { name: "Gas", label: "Gás" },
  "17030000": { name: "Houseware", label: "Casa e decoração" },
  "17040000": { name: "Urban land and building tax", label: "IPTU" },
  "18000000": { name: "Healthcare", label: "Saúde" },
  "18010000": { name: "Dentist", label: "Dentista" },
  "18020000": { name: "Pharmacy", label: "Farmácia" },
  "18030000": { name: "Optometry", label: "Ótica" },
  "18040000": { name: "Hospital clinics and labs", label: "Hospitais, clínicas e exames" },
  "19000000": { name: "Transportation", label: "Transporte" },
  "19010000": { name: "Taxi and ride-hailing", label: "Táxi e apps" },
  "19020000": { name: "Public transportation", label: "Transporte público" },
  "19030000": { name: "Car rental", label: "Aluguel de carro" },
  "19040000": { name: "Bicycle", label: "Bicicleta" },
  "19050000": { name: "Automotive", label: "Veículo" },
  "19050001": { name: "Gas stations", label: "Combustível" },
  "19050002": { name: "Parking", label: "Estacionamento" },
  "19050003": { name: "Tolls and in vehicle payment", label: "Pedágio" },
  "19050004": { name: "Vehicle ownership taxes and fees", label: "IPVA e taxas do veículo" },
  "19050005": { name: "Vehicle maintenance", label: "Manutenção do veículo" },
  "19050006": { name: "Traffic tickets", label: "Multas" },
  "20000000": { name: "Insurance", label: "Seguros" },
  "20010000": { name: "Life insurance", label: "Seguro de vida" },
  "20020000": { name: "Home insurance", label: "Seguro residencial" },
  "20030000": { name: "Health insurance", label: "Plano de saúde" },
  "20040000": { name: "Vehicle insurance", label: "Seguro do veículo" },
  "21000000": { name: "Leisure", label: "Lazer" },
  "99999999": { name: "Other", label: "Outros" },
};

/**
 * Where a Pluggy category lands, as starter category names, nearest first: a person without the
 * first name (they renamed or deleted it, or started before it existed) gets the next one. An
 * empty list is "no category" on purpose: money moving between accounts, a fatura payment, an
 * investment or a plain Pix says nothing about what the money was for. Looked up by the most
 * specific id first (see pluggyCategoryLineage).
 */
const STARTER_NAMES: Readonly<Record<string, readonly string[]>> = {
  "01000000": [],
  "01010000": ["Salário"],
  "01020000": ["Salário"],
  "01030000": ["Salário"],
  "02000000": [],
  "02010000": ["Impostos e tarifas"],
  "02020000": ["Impostos e tarifas"],
  "02030001": ["Moradia"],
  "02030002": ["Transporte"],
  "02030003": ["Educação"],
  "03000000": [],
  "04000000": [],
  "05000000": [],
  "06000000": [],
  "07010000": ["Moradia"],
  "07010003": ["Assinaturas", "Lazer"],
  "07020000": ["Educação"],
  "07030000": ["Saúde"],
  "07040000": ["Lazer"],
  "08000000": ["Compras"],
  "08030000": ["Pets", "Compras"],
  "08060000": ["Educação", "Compras"],
  "08090000": [],
  "09000000": ["Assinaturas", "Lazer"],
  "10000000": ["Mercado"],
  "11000000": ["Restaurantes e delivery", "Lazer"],
  "12000000": ["Viagens", "Lazer"],
  "13000000": [],
  "14000000": ["Lazer"],
  "15000000": ["Impostos e tarifas"],
  "16000000": ["Impostos e tarifas"],
  "17000000": ["Moradia"],
  "17040000": ["Moradia", "Impostos e tarifas"],
  "18000000": ["Saúde"],
  "19000000": ["Transporte"],
  "19050004": ["Transporte", "Impostos e tarifas"],
  "20000000": [],
  "20020000": ["Moradia"],
  "20030000": ["Saúde"],
  "20040000": ["Transporte"],
  "21000000": ["Lazer"],
  "99999999": [],
};

/**
 * Pluggy categories too broad to learn from: a Pix or TED to someone, money between the person's
 * own accounts, "other". Filing one rent Pix under Moradia says nothing about every other Pix.
 */
const UNLEARNABLE = /^(04|05|99)/;

/** An 8-digit id, then its parents: "19010000" → ["19010000", "19000000"], "05090004" → [..., "05090000", "05000000"]. */
export function pluggyCategoryLineage(id: string): string[] {
  if (!/^\d{8}$/.test(id)) return [];
  const lineage = [id, `${id.slice(0, 6)}00`, `${id.slice(0, 4)}0000`, `${id.slice(0, 2)}000000`];
  return lineage.filter((each, index) => lineage.indexOf(each) === index);
}

/** The starter names a Pluggy category lands on, nearest first; none for an unknown or neutral one. */
export function starterNamesOfPluggyCategory(id: string): readonly string[] {
  for (const each of pluggyCategoryLineage(id)) {
    const names = STARTER_NAMES[each];
    if (names) return names;
  }
  return [];
}

/** Whether moving rows of this Pluggy category into one of the person's teaches Bolso a mapping. */
export function isLearnablePluggyCategory(id: string): boolean {
  return /^\d{8}$/.test(id) && !UNLEARNABLE.test(id);
}

/**
 * The category as the row's sheet names it: "Transporte › Táxi e apps" (parent › child, the top
 * level alone for a top-level id); the bank's own name when the id is not one we know.
 */
export function pluggyCategoryPath(id: string | null, bankName: string | null = null): string | null {
  const known = id ? PLUGGY_CATEGORIES[id] : undefined;
  if (!known || !id) return bankName;
  const top = PLUGGY_CATEGORIES[`${id.slice(0, 2)}000000`];
  return top && top !== known ? `${top.label} › ${known.label}` : known.label;
}
