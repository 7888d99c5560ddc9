import { Button, Section } from "@react-email/components";
import { brand } from "@/emails/layout";

/** The one call to action of a billing e-mail, in the brand colour. */
export function EmailButton({ href, children }: { href: string; children: React.ReactNode }) {
  return (
    <Section style={{ margin: "20px 0", textAlign: "center" }}>
      <Button
        href={href}
        style={{
          backgroundColor: brand.emerald,
          borderRadius: 8,
          color: "#ffffff",
          fontSize: 15,
          fontWeight: 600,
          padding: "12px 20px",
          textDecoration: "none",
        }}
      >
        {children}
      </Button>
    </Section>
  );
}
