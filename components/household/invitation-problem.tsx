import Link from "next/link";
import { MailX } from "lucide-react";
import { Button } from "@/components/ui/button";
import { EmptyState } from "@/components/ui/empty-state";

/** An invitation that cannot be accepted: why (expired, used, for another e-mail…) and the way to Casa. */
export function InvitationProblem({ message }: { message: string }) {
  return (
    <div role="alert" data-testid="household-invitation-problem">
      <EmptyState
        icon={MailX}
        title="Não foi possível abrir o convite"
        description={message}
        action={
          <Button asChild variant="outline">
            <Link href="/casa">Ir para Casa</Link>
          </Button>
        }
      />
    </div>
  );
}
