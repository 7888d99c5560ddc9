import "server-only";
import PDFDocument from "pdfkit";
import { formatMoney } from "@/lib/format/money";
import type { Cents } from "@/lib/format/money";
import { formatDateBR } from "@/lib/format/dates";
import { formatDocument } from "@/lib/domain/documents";
import { yearBalanceLabel } from "@/lib/domain/tax/tax-year";
import { day } from "@/lib/domain/calendar";
import type { TaxReport } from "@/lib/schemas/tax";

/**
 * The report as a PDF laid out like a bank's "informe auxiliar": a header with the titular and the
 * ano-calendário, one section per ficha with its table and totals, the pendências, the rules'
 * sources, and on every page the note that Bolso prepares and the person files. Helvetica (the
 * PDF's standard font, WinAnsi) covers pt-BR's accents.
 */

const MARGIN = 40;
const FOOTER_SPACE = 36;
const INK = "#111827";
const MUTED = "#4B5563";
const RULE = "#D1D5DB";
const BAND = "#F3F4F6";

interface Column {
  header: string;
  width: number;
  align?: "left" | "right";
}

/** WinAnsi has no U+2212: a money minus prints as a hyphen-minus. */
const pdfText = (text: string) => text.replaceAll("\u2212", "-");
const money = (value: Cents) => pdfText(formatMoney(value));
const doc = (digits: string | null) => (digits ? formatDocument(digits) : "—");

type Pdf = InstanceType<typeof PDFDocument>;

function bottom(pdf: Pdf): number {
  return pdf.page.height - MARGIN - FOOTER_SPACE;
}

function ensureSpace(pdf: Pdf, height: number): boolean {
  if (pdf.y + height <= bottom(pdf)) return false;
  pdf.addPage();
  return true;
}

/**
 * A title never ends a page alone: it starts the next page unless `reserve` points fit below it
 * (by default its subtitle, a table's header and a first row).
 */
function sectionTitle(pdf: Pdf, title: string, subtitle?: string, reserve = 110) {
  ensureSpace(pdf, reserve);
  pdf.moveDown(0.8);
  const x = MARGIN;
  const width = pdf.page.width - 2 * MARGIN;
  pdf.rect(x, pdf.y, width, 18).fill(INK);
  pdf.fillColor("#FFFFFF").font("Helvetica-Bold").fontSize(10).text(pdfText(title), x + 6, pdf.y + 5, { width: width - 12 });
  pdf.y += 6;
  if (subtitle) {
    pdf.fillColor(MUTED).font("Helvetica").fontSize(8).text(pdfText(subtitle), x, pdf.y, { width });
    pdf.y += 2;
  }
  pdf.fillColor(INK);
}

function table(pdf: Pdf, columns: Column[], rows: string[][], total?: string[]) {
  const x0 = MARGIN;
  const width = columns.reduce((sum, column) => sum + column.width, 0);
  const drawRow = (cells: string[], options: { bold?: boolean; band?: boolean }) => {
    pdf.font(options.bold ? "Helvetica-Bold" : "Helvetica").fontSize(8);
    const heights = cells.map((cell, index) =>
      pdf.heightOfString(pdfText(cell), { width: columns[index]!.width - 8 }),
    );
    const height = Math.max(...heights) + 6;
    if (ensureSpace(pdf, height) && !options.band) drawHeader();
    const y = pdf.y;
    if (options.band) pdf.rect(x0, y, width, height).fill(BAND);
    pdf.fillColor(INK).font(options.bold || options.band ? "Helvetica-Bold" : "Helvetica").fontSize(8);
    let x = x0;
    cells.forEach((cell, index) => {
      const column = columns[index]!;
      pdf.text(pdfText(cell), x + 4, y + 3, { width: column.width - 8, align: column.align ?? "left" });
      x += column.width;
    });
    pdf.moveTo(x0, y + height).lineTo(x0 + width, y + height).lineWidth(0.5).strokeColor(RULE).stroke();
    pdf.x = x0;
    pdf.y = y + height;
  };
  const drawHeader = () => drawRow(columns.map((column) => column.header), { band: true });
  drawHeader();
  if (rows.length === 0) {
    pdf.font("Helvetica").fontSize(8).fillColor(MUTED).text("Nada neste ano.", x0 + 4, pdf.y + 4);
    pdf.fillColor(INK);
    pdf.y += 4;
    return;
  }
  for (const row of rows) drawRow(row, {});
  if (total) drawRow(total, { bold: true });
}

type ParagraphOptions = { color?: string; size?: number; bold?: boolean };

function setParagraphFont(pdf: Pdf, options: ParagraphOptions) {
  pdf
    .fillColor(options.color ?? INK)
    .font(options.bold ? "Helvetica-Bold" : "Helvetica")
    .fontSize(options.size ?? 8);
}

function paragraph(pdf: Pdf, text: string, options: ParagraphOptions = {}) {
  ensureSpace(pdf, 20);
  setParagraphFont(pdf, options);
  pdf.text(pdfText(text), MARGIN, pdf.y + 3, { width: pdf.page.width - 2 * MARGIN });
  pdf.fillColor(INK);
}

/** The height `paragraph` takes for each text, with its 3 points above. */
function paragraphsHeight(pdf: Pdf, texts: string[], options: ParagraphOptions = {}): number {
  setParagraphFont(pdf, options);
  const width = pdf.page.width - 2 * MARGIN;
  return texts.reduce((total, text) => total + 3 + pdf.heightOfString(pdfText(text), { width }), 0);
}

/**
 * A block that reads as one (a title and its paragraphs) is never split: it follows on this page
 * when it fits, else it starts the next page with its title.
 */
function keepTogether(pdf: Pdf, title: string, texts: string[]) {
  const titleHeight = 40; // sectionTitle's gap and band
  sectionTitle(pdf, title, undefined, titleHeight + paragraphsHeight(pdf, texts));
  for (const text of texts) paragraph(pdf, text);
}

/** "04/2025: R$ 8.000,00" never broken across lines (no-break spaces; the "·" after it may break). */
const NBSP = "\u00a0";
const monthPair = (month: string, value: Cents) =>
  `${month.slice(5)}/${month.slice(0, 4)}:${NBSP}${money(value).replaceAll(" ", NBSP)}`;

const sum = (values: Cents[]) => values.reduce((total, value) => total + value, 0) as Cents;
const mark = (toCheck: boolean) => (toCheck ? " (a conferir)" : "");

function header(pdf: Pdf, report: TaxReport) {
  pdf.fillColor(INK).font("Helvetica-Bold").fontSize(15).text("Bolso — Informe auxiliar do Imposto de Renda", MARGIN, MARGIN);
  pdf
    .font("Helvetica")
    .fontSize(10)
    .fillColor(MUTED)
    .text(
      pdfText(`Ano-calendário ${report.year} · Declaração de ${report.year + 1} · gerado em ${formatDateBR(report.generatedOn)}`),
    );
  pdf.moveDown(0.6);
  const width = pdf.page.width - 2 * MARGIN;
  const top = pdf.y;
  pdf.rect(MARGIN, top, width, 34).lineWidth(0.8).strokeColor(RULE).stroke();
  pdf.fillColor(MUTED).fontSize(7).text("TITULAR", MARGIN + 8, top + 5);
  pdf.fillColor(INK).font("Helvetica-Bold").fontSize(10).text(pdfText(report.titular.name), MARGIN + 8, top + 15, { width: width * 0.6 });
  pdf.fillColor(MUTED).font("Helvetica").fontSize(7).text("CPF", MARGIN + width * 0.68, top + 5);
  pdf
    .fillColor(INK)
    .font("Helvetica-Bold")
    .fontSize(10)
    .text(report.titular.cpf ? formatDocument(report.titular.cpf) : "não informado", MARGIN + width * 0.68, top + 15);
  pdf.x = MARGIN;
  pdf.y = top + 40;
  if (report.dependents.length > 0) {
    paragraph(
      pdf,
      `Dependentes: ${report.dependents.map((person) => `${person.name} (CPF ${doc(person.cpf)})`).join("; ")}`,
    );
  }
}

export async function renderTaxPdf(report: TaxReport): Promise<Buffer> {
  const pdf = new PDFDocument({
    size: "A4",
    margins: { top: MARGIN, bottom: MARGIN, left: MARGIN, right: MARGIN },
    bufferPages: true,
    info: { Title: `Informe auxiliar IRPF ${report.year}`, Author: "Bolso", Subject: "Imposto de Renda" },
  });
  const chunks: Buffer[] = [];
  pdf.on("data", (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    pdf.on("end", () => resolve(Buffer.concat(chunks)));
    pdf.on("error", reject);
  });
  const full = pdf.page.width - 2 * MARGIN; // 515 on A4
  const previous = `31/12/${report.year - 1}`;
  const currentLabel = yearBalanceLabel(report.year, day(report.generatedOn));
  const current = currentLabel.day.charAt(0).toUpperCase() + currentLabel.day.slice(1);
  const situation = `Situação em ${previous} e ${currentLabel.situation.replace("Situação ", "")}`;

  header(pdf, report);

  sectionTitle(
    pdf,
    "Rendimentos tributáveis recebidos de pessoa jurídica",
    "Valores que entraram na conta (líquidos). O informe de rendimentos de cada fonte pagadora traz o bruto, a contribuição previdenciária e o imposto retido.",
  );
  table(
    pdf,
    [
      { header: "Fonte pagadora", width: full - 220 },
      { header: "CNPJ", width: 120 },
      { header: "Recebido no ano", width: 100, align: "right" },
    ],
    report.income.map((line) => [
      `${line.payerName}\n${line.months.map((m) => monthPair(m.month, m.totalCents)).join(" · ")}`,
      doc(line.payerDocument),
      money(line.totalCents),
    ]),
    ["Total", "", money(sum(report.income.map((line) => line.totalCents)))],
  );

  for (const [title, lines] of [
    ["Rendimentos isentos e não tributáveis", report.exempt],
    ["Rendimentos sujeitos à tributação exclusiva/definitiva", report.exclusive],
  ] as const) {
    sectionTitle(pdf, title);
    table(
      pdf,
      [
        { header: "Linha", width: 40 },
        { header: "Descrição", width: full - 340 },
        { header: "Pagadora", width: 100 },
        { header: "CNPJ", width: 100 },
        { header: "Valor", width: 100, align: "right" },
      ],
      lines.map((line) => [
        line.line,
        `${line.description}${mark(line.toCheck)}${line.note ? `\n${line.note}` : ""}`,
        line.payerName ?? "—",
        doc(line.payerDocument),
        money(line.totalCents),
      ]),
      ["", "Total", "", "", money(sum(lines.map((line) => line.totalCents)))],
    );
  }

  sectionTitle(pdf, "Pagamentos efetuados", "Pago no ano, estornos descontados; a parcela reembolsada é informada à parte.");
  table(
    pdf,
    [
      { header: "Cód.", width: 32 },
      { header: "Beneficiário do pagamento", width: full - 352 },
      { header: "CPF/CNPJ", width: 100 },
      { header: "Para", width: 80 },
      { header: "Pago", width: 70, align: "right" },
      { header: "Reembolsado", width: 70, align: "right" },
    ],
    report.payments.map((line) => [
      line.code,
      `${line.payeeName}\n${line.codeDescription}${mark(line.codeToCheck)}`,
      doc(line.payeeDocument),
      line.beneficiary.dependentId ? `${line.beneficiary.name} (dependente)` : "Titular",
      money(line.totalCents),
      money(line.reimbursedCents),
    ]),
    [
      "",
      "Total",
      "",
      "",
      money(sum(report.payments.map((line) => line.totalCents))),
      money(sum(report.payments.map((line) => line.reimbursedCents))),
    ],
  );
  for (const cap of report.educationCaps) {
    paragraph(
      pdf,
      `Educação de ${cap.beneficiary.dependentId ? cap.beneficiary.name : "titular"}: pago ${money(cap.paidCents)}, dedutível ${money(cap.deductibleCents)}${
        cap.capped ? ` (limite de ${money(cap.capCents)} por pessoa${mark(report.rules.educationCapPerPerson.toCheck)})` : ""
      }.`,
      { color: MUTED },
    );
  }

  // The discriminação is text people paste into the program: Bolso's own flags go in "Obs.".
  const minimum = money(report.rules.assetMinimum.valueCents);
  const ongoing = currentLabel.day !== `31/12/${report.year}`;
  const legend = [
    `${situation}.`,
    ongoing ? `${report.year} ainda não terminou: o saldo do ano é o de hoje.` : null,
    `Obs.: "estimado" = saldo reconstruído a partir dos lançamentos; "dispensado" = até ${minimum} nas duas datas, não precisa declarar.`,
  ]
    .filter(Boolean)
    .join(" ");
  const holdingColumns = (code: string, description: string, document: string): Column[] => [
    { header: code, width: 52 },
    { header: description, width: full - 352 },
    { header: document, width: 84 },
    { header: previous, width: 80, align: "right" },
    { header: current, width: 80, align: "right" },
    { header: "Obs.", width: 56 },
  ];
  const remarks = (estimated: boolean, belowMinimum = false) =>
    [estimated ? "estimado" : null, belowMinimum ? "dispensado" : null].filter(Boolean).join("\n");

  sectionTitle(pdf, "Bens e direitos", legend);
  table(
    pdf,
    holdingColumns("Código", "Discriminação", "CNPJ"),
    report.assets.map((line) => [
      `${line.group}-${line.code}${line.codeToCheck ? "\n(a conferir)" : ""}`,
      line.description,
      doc(line.institutionDocument),
      money(line.balancePreviousCents),
      money(line.balanceCents),
      remarks(line.estimated, line.belowMinimum),
    ]),
    [
      "",
      "Total",
      "",
      money(sum(report.assets.map((line) => line.balancePreviousCents))),
      money(sum(report.assets.map((line) => line.balanceCents))),
      "",
    ],
  );

  sectionTitle(pdf, "Dívidas e ônus reais", `${situation}. Obs.: "estimado" = saldo reconstruído a partir dos lançamentos.`);
  table(
    pdf,
    holdingColumns("Cód.", "Discriminação", "CNPJ do credor"),
    report.debts.map((line) => [
      `${line.code}${line.codeToCheck ? "\n(a conferir)" : ""}`,
      line.description,
      doc(line.creditorDocument),
      money(line.balancePreviousCents),
      money(line.balanceCents),
      remarks(line.estimated),
    ]),
    [
      "",
      "Total",
      "",
      money(sum(report.debts.map((line) => line.balancePreviousCents))),
      money(sum(report.debts.map((line) => line.balanceCents))),
      "",
    ],
  );

  sectionTitle(pdf, "Pendências", undefined, 60);
  if (report.pending.length === 0) paragraph(pdf, "Nada pendente.", { color: MUTED });
  for (const item of report.pending) paragraph(pdf, `• ${item.message}`);

  const { educationCapPerPerson, dependentDeduction, assetMinimum } = report.rules;
  keepTogether(pdf, `Regras do ano-calendário ${report.rules.year} e fontes`, [
    `Educação: até ${money(educationCapPerPerson.valueCents)} por pessoa${mark(educationCapPerPerson.toCheck)} — ${educationCapPerPerson.source}.`,
    `Dedução por dependente: ${money(dependentDeduction.valueCents)}${mark(dependentDeduction.toCheck)} — ${dependentDeduction.source}.`,
    `Bens: declarar saldos acima de ${money(assetMinimum.valueCents)}${mark(assetMinimum.toCheck)} — ${assetMinimum.source}.`,
    ...report.rules.notes.map((note) => `${note.text}${mark(note.toCheck)} — ${note.source}.`),
  ]);

  const range = pdf.bufferedPageRange();
  for (let index = range.start; index < range.start + range.count; index++) {
    pdf.switchToPage(index);
    const y = pdf.page.height - MARGIN - 18;
    pdf.moveTo(MARGIN, y - 4).lineTo(pdf.page.width - MARGIN, y - 4).lineWidth(0.5).strokeColor(RULE).stroke();
    pdf.fillColor(MUTED).font("Helvetica").fontSize(7.5);
    pdf.text(pdfText(report.disclaimer), MARGIN, y, { width: full - 80, lineBreak: false });
    pdf.text(`Página ${index + 1} de ${range.count}`, pdf.page.width - MARGIN - 80, y, { width: 80, align: "right", lineBreak: false });
  }
  pdf.end();
  return done;
}
