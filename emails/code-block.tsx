import { Section, Text } from "@react-email/components";
import { brand } from "@/emails/layout";

/** A one-time code in large, spaced type, easy to read and to copy. */
export function CodeBlock({ code }: { code: string }) {
  return (
    <Section
      style={{
        backgroundColor: brand.emeraldSoft,
        borderRadius: 8,
        margin: "16px 0",
        padding: "16px 0",
        textAlign: "center",
      }}
    >
      <Text
        style={{
          color: brand.emeraldDark,
          fontFamily: '"SFMono-Regular", Menlo, Consolas, monospace',
          fontSize: 36,
          fontWeight: 700,
          letterSpacing: 8,
          lineHeight: "44px",
          margin: 0,
        }}
      >
        {code}
      </Text>
    </Section>
  );
}
