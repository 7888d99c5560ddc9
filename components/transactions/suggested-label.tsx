import { Sparkles } from "lucide-react";
import { Badge } from "@/components/ui/badge";

/** A field's label, with "Sugerido" while its value came from the suggestion. */
export function SuggestedLabel({ text, suggested }: { text: string; suggested: boolean }) {
  return (
    <span className="flex items-center gap-2">
      {text}
      {suggested ? (
        <Badge variant="success" data-testid="suggested-badge">
          <Sparkles aria-hidden="true" />
          Sugerido
        </Badge>
      ) : null}
    </span>
  );
}
