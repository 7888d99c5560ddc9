import type { AssetCode, CodeEntry, PaymentCode, TaxRules } from "@/lib/domain/tax/rules-types";

/**
 * Ano-calendário 2025 (DIRPF exercício 2026). Figures and codes from the law and the IRPF
 * program's help; "toCheck: true" marks what was not confirmed from an official source
 * (docs/decisions/imposto-de-renda.md says how each was judged).
 */

const LEI_9250 = "Lei 9.250/1995, art. 8º, II (valores anuais da Lei 13.149/2015)";
const PROGRAMA = "Programa IRPF, ajuda da ficha";
const PAGAMENTOS = `${PROGRAMA} Pagamentos Efetuados (tabela de códigos)`;
const BENS = `${PROGRAMA} Bens e Direitos (tabela de grupos e códigos, desde o IRPF 2022)`;
const DIVIDAS = `${PROGRAMA} Dívidas e Ônus Reais (tabela de códigos)`;
const ISENTOS = `${PROGRAMA} Rendimentos Isentos e Não Tributáveis`;
const EXCLUSIVOS = `${PROGRAMA} Rendimentos Sujeitos à Tributação Exclusiva/Definitiva`;
const DEPENDENTES = `${PROGRAMA} Dependentes (tabela de relações)`;

const payment = (code: string, description: string, kind: PaymentCode["kind"], toCheck = false): PaymentCode => ({
  code,
  description,
  kind,
  source: PAGAMENTOS,
  toCheck,
  ...(code === "01" && { capped: true }),
});

const asset = (groupCode: string, description: string, toCheck = false): AssetCode => ({
  groupCode,
  description,
  source: BENS,
  toCheck,
});

const entry = (source: string) => (code: string, description: string, toCheck = true): CodeEntry => ({
  code,
  description,
  source,
  toCheck,
});
const debt = entry(DIVIDAS);
const relationship = entry(DEPENDENTES);

export const rules2025: TaxRules = {
  year: 2025,
  educationCapPerPerson: { valueCents: 356_150, source: `${LEI_9250}, alínea b, item 10`, toCheck: false },
  dependentDeduction: { valueCents: 227_508, source: `${LEI_9250}, alínea c, item 10`, toCheck: false },
  assetMinimum: {
    valueCents: 14_000,
    source: "IN RFB da DIRPF do exercício (saldos de contas e aplicações de até R$ 140,00 dispensados)",
    toCheck: false,
  },
  paymentCodes: [
    payment("01", "Instrução no Brasil", "educacao"),
    payment("02", "Instrução no exterior", "educacao", true),
    payment("09", "Fonoaudiólogos no Brasil", "saude"),
    payment("10", "Médicos no Brasil", "saude"),
    payment("11", "Dentistas no Brasil", "saude"),
    payment("12", "Psicólogos no Brasil", "saude"),
    payment("13", "Fisioterapeutas no Brasil", "saude"),
    payment("14", "Terapeutas ocupacionais no Brasil", "saude"),
    payment("21", "Hospitais, clínicas e laboratórios no Brasil", "saude"),
    payment("26", "Planos de saúde no Brasil", "saude"),
    payment("30", "Pensão alimentícia judicial paga a residente no Brasil", "pensao"),
    payment("31", "Pensão alimentícia judicial paga a não residente", "pensao"),
    payment("33", "Pensão alimentícia por escritura pública paga a residente no Brasil", "pensao"),
    payment("34", "Pensão alimentícia por escritura pública paga a não residente", "pensao"),
    payment("36", "Previdência complementar (PGBL)", "previdencia"),
    payment("37", "Contribuições para entidades fechadas de previdência complementar (fundos de pensão)", "previdencia", true),
  ],
  assetCodes: [
    asset("03-01", "Ações (inclusive as listadas em bolsa)"),
    asset("03-02", "Quotas ou quinhões de capital", true),
    asset("03-99", "Outras participações societárias", true),
    asset("04-01", "Depósito em conta poupança"),
    asset("04-02", "Títulos públicos e privados sujeitos à tributação (Tesouro Direto, CDB, RDB e outros)"),
    asset("04-03", "Títulos isentos de tributação (LCI, LCA, CRI, CRA, LIG, debêntures de infraestrutura e outros)"),
    asset("04-04", "Ativos negociados em bolsa no Brasil (BDRs, opções e outros, exceto ações e fundos)", true),
    asset("04-05", "Ouro ativo financeiro", true),
    asset("04-99", "Outras aplicações e investimentos", true),
    asset("06-01", "Depósito em conta corrente ou conta pagamento"),
    asset("06-02", "Dinheiro em espécie — moeda nacional", true),
    asset("07-01", "Fundos de investimento sujeitos à tributação periódica (come-cotas)", true),
    asset("07-02", "Fundos de investimento não sujeitos à tributação periódica", true),
    asset("07-03", "Fundos de Investimento Imobiliário (FII)"),
    asset("07-04", "Fundos de investimento em ações e fundos mútuos de privatização — FGTS", true),
    asset("07-05", "Fundos de investimento em participações (FIP)", true),
    asset("07-06", "Fundos de índice (ETF)"),
    asset("07-07", "Fundos de investimento nas cadeias produtivas agroindustriais (Fiagro)", true),
    asset("07-99", "Outros fundos", true),
    asset("08-01", "Criptoativo Bitcoin (BTC)", true),
    asset("08-02", "Outras criptomoedas (altcoins)", true),
    asset("08-99", "Outros criptoativos", true),
    asset("99-05", "Consórcio não contemplado", true),
    asset("99-06", "VGBL — Vida Gerador de Benefício Livre"),
    asset("99-99", "Outros bens e direitos", true),
  ],
  debtCodes: [
    debt("11", "Estabelecimento bancário comercial", false),
    debt("12", "Outras instituições financeiras"),
    debt("13", "Sociedades de crédito, financiamento e investimento"),
    debt("14", "Sociedades de crédito imobiliário"),
    debt("16", "Outras pessoas jurídicas"),
    debt("17", "Pessoas físicas"),
    debt("19", "Outras dívidas e ônus reais"),
  ],
  exemptLines: [
    {
      key: "poupanca_letras",
      line: "12",
      description:
        "Rendimentos de cadernetas de poupança, letras hipotecárias, LCI, LCA, CRI e CRA",
      source: ISENTOS,
      toCheck: false,
    },
    { key: "dividendos", line: "09", description: "Lucros e dividendos recebidos", source: ISENTOS, toCheck: true },
    {
      key: "fii",
      line: "99",
      description: "Outros — rendimentos distribuídos por fundos imobiliários (FII)",
      source: ISENTOS,
      toCheck: true,
    },
  ],
  exclusiveLines: [
    {
      key: "aplicacoes_financeiras",
      line: "06",
      description: "Rendimentos de aplicações financeiras",
      source: EXCLUSIVOS,
      toCheck: false,
    },
    { key: "jcp", line: "10", description: "Juros sobre capital próprio", source: EXCLUSIVOS, toCheck: true },
  ],
  dependentRelationships: [
    relationship("11", "Cônjuge"),
    relationship("12", "Companheiro(a) com quem o contribuinte tenha filho ou viva há mais de 5 anos"),
    relationship("21", "Filho(a) ou enteado(a) até 21 anos"),
    relationship("22", "Filho(a) ou enteado(a) universitário(a) ou em escola técnica, até 24 anos"),
    relationship("24", "Filho(a) ou enteado(a) em qualquer idade, incapacitado física ou mentalmente para o trabalho"),
    relationship("25", "Irmão(ã), neto(a) ou bisneto(a) sem arrimo dos pais, do(a) qual detenha a guarda judicial, até 21 anos"),
    relationship("31", "Pais, avós e bisavós que recebam rendimentos até o limite de isenção"),
    relationship("41", "Menor pobre até 21 anos que crie e eduque e do qual detenha a guarda judicial"),
    relationship("51", "Pessoa absolutamente incapaz, da qual seja tutor ou curador"),
  ],
  mapping: {
    account: "06-01",
    savingsAccount: "04-01",
    investmentSubtypes: {
      TREASURY: "04-02",
      CDB: "04-02",
      LC: "04-02",
      CORPORATE_DEBT: "04-02",
      DEBENTURES: "04-02",
      LCI: "04-03",
      LCA: "04-03",
      CRI: "04-03",
      CRA: "04-03",
      STOCK: "03-01",
      BDR: "04-04",
      DERIVATIVES: "04-04",
      OPTION: "04-04",
      REAL_ESTATE_FUND: "07-03",
      ETF: "07-06",
      ETF_FUND: "07-06",
      STOCK_FUND: "07-04",
      FIP_FUND: "07-05",
      FI_AGRO: "07-07",
      INVESTMENT_FUND: "07-01",
      MULTIMARKET_FUND: "07-01",
      FIXED_INCOME_FUND: "07-01",
      EXCHANGE_FUND: "07-01",
      FI_INFRA: "07-99",
      OFFSHORE_FUND: "07-99",
      RETIREMENT: "99-06",
      STRUCTURED_NOTE: "04-99",
      OTHER: "99-99",
    },
    investmentKinds: {
      renda_fixa: "04-02",
      acoes: "03-01",
      fundos: "07-01",
      previdencia: "99-06",
      cripto: "08-99",
      poupanca: "04-01",
      outros: "99-99",
    },
    loanKinds: {
      financiamento_imobiliario: "11",
      financiamento_veiculo: "11",
      consignado: "11",
      pessoal: "11",
      cheque_especial: "11",
      outro: "19",
    },
    exemptAssets: { "04-01": "poupanca_letras", "04-03": "poupanca_letras" },
    exclusiveAssets: { "04-02": "aplicacoes_financeiras" },
  },
  notes: [],
};
