import type { DeductibleKind } from "@/lib/domain/tax/deductible-kinds";

/**
 * The shape of one ano-calendário's rules (lib/domain/tax/rules-<year>.ts). Every figure and code
 * carries where it comes from and whether it is still to be checked against an official source
 * ("a conferir"): the report shows that flag beside what it prints.
 */
export interface Sourced {
  /** Law, IN or RFB page (or the secondary source it was read from). */
  source: string;
  /** Not confirmed from an official source: shown as "a conferir". */
  toCheck: boolean;
}

export interface RuleFigure extends Sourced {
  valueCents: number;
}

/** A Pagamentos efetuados code. */
export interface PaymentCode extends Sourced {
  code: string;
  description: string;
  kind: DeductibleKind;
  /** Educação: capped per person at `educationCapPerPerson`. */
  capped?: boolean;
}

/** A Bens e Direitos group-code ("04-02"). */
export interface AssetCode extends Sourced {
  groupCode: string;
  description: string;
}

/** A Dívidas e Ônus Reais code, a relationship code of a dependente, or a line of a ficha. */
export interface CodeEntry extends Sourced {
  code: string;
  description: string;
}

/** What Bolso reads as income of a ficha line: where the data shows it. */
export type ExemptKey = "poupanca_letras" | "dividendos" | "fii";
export type ExclusiveKey = "aplicacoes_financeiras" | "jcp";

export interface LineEntry<K extends string> extends Sourced {
  key: K;
  line: string;
  description: string;
}

export interface TaxRules {
  year: number;
  educationCapPerPerson: RuleFigure;
  dependentDeduction: RuleFigure;
  /** Bens above this value are declared (each one, on 31/12). */
  assetMinimum: RuleFigure;
  paymentCodes: PaymentCode[];
  assetCodes: AssetCode[];
  debtCodes: CodeEntry[];
  exemptLines: LineEntry<ExemptKey>[];
  exclusiveLines: LineEntry<ExclusiveKey>[];
  dependentRelationships: CodeEntry[];
  /** How Bolso's data maps to the codes above (every code used here must be listed above). */
  mapping: {
    /** A conta corrente or conta pagamento. */
    account: string;
    /** An account the person said is a poupança. */
    savingsAccount: string;
    /** Pluggy's investment subtype → group-code. */
    investmentSubtypes: Record<string, string>;
    /** Bolso's investment kind → group-code, when the subtype says nothing. */
    investmentKinds: Record<string, string>;
    /** Bolso's loan kind → Dívidas e Ônus code. */
    loanKinds: Record<string, string>;
    /** Group-codes whose yield is exempt (line key) or taxed exclusively (line key). */
    exemptAssets: Record<string, ExemptKey>;
    exclusiveAssets: Record<string, ExclusiveKey>;
  };
  /** What changed this year in the sections Bolso fills, each with its source. */
  notes: { text: string; source: string; toCheck: boolean }[];
}
