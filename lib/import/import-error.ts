/** A file that cannot be imported; the message is pt-BR and names the line when there is one. */
export class ImportFileError extends Error {
  readonly line: number | null;

  constructor(message: string, line: number | null = null) {
    super(line === null ? message : `Linha ${line}: ${message}`);
    this.name = "ImportFileError";
    this.line = line;
  }
}

export const IMPORT_MAX_BYTES = 5 * 1024 * 1024;
export const IMPORT_MAX_ROWS = 10_000;

export const importMessages = {
  empty: "O arquivo está vazio.",
  tooLarge: "O arquivo passa de 5 MB. Divida o extrato em períodos menores.",
  tooManyRows: "O arquivo tem mais de 10.000 lançamentos. Divida o extrato em períodos menores.",
  extension: "Formato não suportado: envie um arquivo .ofx ou .csv.",
  binary: "o arquivo contém dados binários; envie o extrato em OFX ou CSV (texto).",
  noRows: "Nenhum lançamento encontrado no arquivo.",
  noDateColumn: "o CSV não tem uma coluna de data (dd/mm/aaaa ou aaaa-mm-dd).",
  noAmountColumn: "o CSV não tem uma coluna de valor.",
  notOfx: "o arquivo não é um OFX válido (falta o bloco <OFX>).",
  dayOutOfRange: (raw: string) =>
    `a data "${raw}" está fora do período aceito (01/01/2000 a 31/12/2100).`,
} as const;
