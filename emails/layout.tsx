import { Body, Container, Head, Hr, Html, Preview, Section, Text } from "@react-email/components";

export const brand = {
  emerald: "#059669",
  emeraldDark: "#047857",
  emeraldSoft: "#ecfdf5",
  ink: "#18181b",
  muted: "#52525b",
  border: "#e4e4e7",
  canvas: "#f4f4f5",
} as const;

const fontFamily =
  '-apple-system, BlinkMacSystemFont, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif';

/** Bolso's e-mail frame: emerald wordmark, white card, pt-BR footer. Templates put their content inside. */
export function EmailLayout({
  preview,
  children,
  footer,
}: {
  preview: string;
  children: React.ReactNode;
  /** Replaces the default "someone used this address" note (a digest explains itself instead). */
  footer?: React.ReactNode;
}) {
  return (
    <Html lang="pt-BR">
      <Head />
      <Preview>{preview}</Preview>
      <Body style={{ backgroundColor: brand.canvas, fontFamily, margin: 0, padding: "32px 0" }}>
        <Container
          style={{
            backgroundColor: "#ffffff",
            border: `1px solid ${brand.border}`,
            borderRadius: 12,
            maxWidth: 480,
            padding: "32px 32px 24px",
          }}
        >
          <Section style={{ marginBottom: 24 }}>
            <Text style={{ color: brand.emerald, fontSize: 24, fontWeight: 700, letterSpacing: -0.5, margin: 0 }}>
              Bolso
            </Text>
            <Text style={{ color: brand.muted, fontSize: 13, margin: 0 }}>suas finanças no controle</Text>
          </Section>
          {children}
          <Hr style={{ borderColor: brand.border, margin: "24px 0 16px" }} />
          {footer ?? (
            <Text style={{ color: brand.muted, fontSize: 12, lineHeight: "18px", margin: 0 }}>
              Você recebeu este e-mail porque alguém usou este endereço no Bolso. Se não foi você, pode
              ignorá-lo com segurança.
            </Text>
          )}
        </Container>
      </Body>
    </Html>
  );
}
