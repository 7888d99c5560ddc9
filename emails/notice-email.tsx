import { Text } from "@react-email/components";
import { EmailTitle } from "@/emails/email-title";
import { brand, EmailLayout } from "@/emails/layout";

/** A short account notice: a title and a few paragraphs, no button. */
export function NoticeEmail({ preview, title, paragraphs }: { preview: string; title: string; paragraphs: string[] }) {
  return (
    <EmailLayout preview={preview}>
      <EmailTitle>{title}</EmailTitle>
      {paragraphs.map((paragraph, index) => (
        <Text
          key={index}
          style={{ color: index === 0 ? brand.ink : brand.muted, fontSize: index === 0 ? 15 : 14, lineHeight: "22px" }}
        >
          {paragraph}
        </Text>
      ))}
    </EmailLayout>
  );
}
