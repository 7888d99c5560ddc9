import { Heading } from "@react-email/components";
import { brand } from "@/emails/layout";

/** An e-mail's one heading, at the top of its card. */
export function EmailTitle({ children }: { children: React.ReactNode }) {
  return (
    <Heading as="h1" style={{ color: brand.ink, fontSize: 20, margin: "0 0 8px" }}>
      {children}
    </Heading>
  );
}
