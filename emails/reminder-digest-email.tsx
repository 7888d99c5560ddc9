import { Link, Section, Text } from "@react-email/components";
import { EmailTitle } from "@/emails/email-title";
import { EmailLead } from "@/emails/email-lead";
import { EmailButton } from "@/emails/email-button";
import { brand, EmailLayout } from "@/emails/layout";

export interface DigestBill {
  name: string;
  /** dd/MM/yyyy */
  dueOn: string;
  /** "R$ 99,90" */
  amount: string;
  /** "Vence hoje", "Vence amanhã", "Venceu há 3 dias"... */
  when: string;
}

export interface DigestBudget {
  categoryName: string;
  /** "112%" */
  percentage: string;
  /** "R$ 560,00 de R$ 500,00" */
  detail: string;
}

export interface DigestStatement {
  cardName: string;
  dueOn: string;
  amount: string;
}

export interface DigestConnection {
  institutionName: string;
  statusLabel: string;
}

export interface ReminderDigestProps {
  name: string;
  dueSoon: DigestBill[];
  overdue: DigestBill[];
  budgets: DigestBudget[];
  statements: DigestStatement[];
  /** Bank connections to reconnect; absent in older callers. */
  connections?: DigestConnection[];
  appUrl: string;
  unsubscribeUrl: string;
}

export function reminderDigestSubject(props: ReminderDigestProps): string {
  if (props.overdue.length > 0) {
    return props.overdue.length === 1 ? "Bolso: você tem 1 conta atrasada" : `Bolso: você tem ${props.overdue.length} contas atrasadas`;
  }
  return "Bolso: seus lembretes de hoje";
}

function sections(props: ReminderDigestProps): { title: string; lines: string[] }[] {
  return [
    { title: "Contas atrasadas", lines: props.overdue.map((b) => `${b.name}: ${b.amount} (${b.when}, ${b.dueOn})`) },
    { title: "Vencem nos próximos 2 dias", lines: props.dueSoon.map((b) => `${b.name}: ${b.amount} (${b.when})`) },
    { title: "Faturas a vencer", lines: props.statements.map((f) => `${f.cardName}: ${f.amount} (vence em ${f.dueOn})`) },
    {
      title: "Conexões bancárias que pedem ação",
      lines: (props.connections ?? []).map((c) => `${c.institutionName}: ${c.statusLabel}. Reconecte em Conexões bancárias.`),
    },
    {
      title: "Orçamentos estourados",
      lines: props.budgets.map((b) => `${b.categoryName}: ${b.percentage} do limite (${b.detail})`),
    },
  ].filter((section) => section.lines.length > 0);
}

export function reminderDigestText(props: ReminderDigestProps): string {
  return [
    `Olá, ${props.name}!`,
    "",
    "Seus lembretes do Bolso para hoje:",
    ...sections(props).flatMap((section) => ["", `${section.title}:`, ...section.lines.map((line) => `- ${line}`)]),
    "",
    `Abrir o Bolso: ${props.appUrl}/dashboard`,
    "",
    `Não quer mais receber estes lembretes? Cancele com um clique: ${props.unsubscribeUrl}`,
  ].join("\n");
}

/** One e-mail a day with everything that needs attention: late and upcoming bills, faturas, budgets. */
export function ReminderDigestEmail(props: ReminderDigestProps) {
  const footer = (
    <Text style={{ color: brand.muted, fontSize: 12, lineHeight: "18px", margin: 0 }}>
      Você recebe este resumo porque ativou os lembretes por e-mail no Bolso.{" "}
      <Link href={props.unsubscribeUrl} style={{ color: brand.emeraldDark, textDecoration: "underline" }}>
        Cancelar lembretes por e-mail
      </Link>
      .
    </Text>
  );
  return (
    <EmailLayout preview="Seus lembretes do Bolso para hoje" footer={footer}>
      <EmailTitle>Seus lembretes de hoje</EmailTitle>
      <EmailLead>Olá, {props.name}! Isto precisa da sua atenção:</EmailLead>
      {sections(props).map((section) => (
        <Section key={section.title} style={{ margin: "16px 0 0" }}>
          <Text style={{ color: brand.ink, fontSize: 15, fontWeight: 600, margin: "0 0 4px" }}>{section.title}</Text>
          {section.lines.map((line) => (
            <Text key={line} style={{ color: brand.muted, fontSize: 14, lineHeight: "20px", margin: "0 0 2px" }}>
              • {line}
            </Text>
          ))}
        </Section>
      ))}
      <EmailButton href={`${props.appUrl}/dashboard`}>Abrir o Bolso</EmailButton>
    </EmailLayout>
  );
}
