import { Text } from "@react-email/components";
import { EmailTitle } from "@/emails/email-title";
import { EmailLead } from "@/emails/email-lead";
import { CodeBlock } from "@/emails/code-block";
import { brand, EmailLayout } from "@/emails/layout";

export interface CodeEmailProps {
  name: string;
  code: string;
  minutes: number;
}

/** What one kind of code e-mail says; the greeting, the code and how long it lasts are common. */
export interface CodeEmailTexts {
  subject: string;
  /** The inbox preview, before the code: "Seu código de confirmação:". */
  preview: string;
  heading: string;
  /** The HTML part's sentence after "Olá, {name}!". */
  intro: string;
  /** The plain-text part's line before the code. */
  textIntro: string;
  /** After "só pode ser usado uma vez.": who should ignore the e-mail, and what then happens. */
  ignore: string;
}

/** The plain-text part. */
export function codeEmailText(texts: CodeEmailTexts, { name, code, minutes }: CodeEmailProps): string {
  return [
    `Olá, ${name}!`,
    "",
    texts.textIntro,
    "",
    code,
    "",
    `O código vale por ${minutes} minutos e só pode ser usado uma vez.`,
    texts.ignore,
  ].join("\n");
}

/** A one-time code e-mail (confirmation, password reset, account deletion). */
export function CodeEmail({ texts, name, code, minutes }: CodeEmailProps & { texts: CodeEmailTexts }) {
  return (
    <EmailLayout preview={`${texts.preview} ${code}`}>
      <EmailTitle>{texts.heading}</EmailTitle>
      <EmailLead>
        Olá, {name}
        {`! ${texts.intro}`}
      </EmailLead>
      <CodeBlock code={code} />
      <Text style={{ color: brand.muted, fontSize: 14, lineHeight: "20px" }}>
        O código vale por {minutes}
        {` minutos e só pode ser usado uma vez. ${texts.ignore}`}
      </Text>
    </EmailLayout>
  );
}
