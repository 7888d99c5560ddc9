import { Text } from "@react-email/components";
import { brand } from "@/emails/layout";

/** The paragraph under an e-mail's title that greets the person and says why it was sent. */
export function EmailLead({ children }: { children: React.ReactNode }) {
  return <Text style={{ color: brand.ink, fontSize: 15, lineHeight: "22px" }}>{children}</Text>;
}
