"use client";

import { Plus, Trash2 } from "lucide-react";
import { Button } from "@/components/ui/button";
import { OnDemandDialog } from "@/components/ui/on-demand-dialog";
import type { ApiTokenJson } from "@/lib/schemas/api-tokens";

// Each dialog (Radix, its form) comes with the first click on its button.
const loadNew = () => import("@/components/api-tokens/new-api-token-dialog").then((module) => ({ default: module.NewApiTokenDialog }));
const loadRevoke = () =>
  import("@/components/api-tokens/revoke-api-token-dialog").then((module) => ({ default: module.RevokeApiTokenDialog }));

export function NewApiTokenButton() {
  const trigger = (
    <Button>
      <Plus aria-hidden="true" />
      Novo token
    </Button>
  );
  return <OnDemandDialog load={loadNew} trigger={trigger} props={{}} />;
}

/** "Revogar", named with the token for screen readers. */
export function RevokeApiTokenButton({ token }: { token: ApiTokenJson }) {
  return (
    <div>
      <OnDemandDialog
        load={loadRevoke}
        props={{ token }}
        trigger={
          <Button variant="ghost" size="sm" className="text-rose-700 dark:text-rose-400" aria-label={`Revogar ${token.name}`}>
            <Trash2 aria-hidden="true" />
            Revogar
          </Button>
        }
      />
    </div>
  );
}
