import { Trash2 } from "lucide-react";
import { Button } from "@/components/ui/button";

/** 'Limpar Cache': the same button before and after its confirmation's code has loaded. */
export function ClearCacheTrigger({ clearing, ...props }: React.ComponentProps<typeof Button> & { clearing: boolean }) {
  return (
    <Button variant="destructive" className="w-full sm:w-auto" loading={clearing} {...props}>
      {!clearing ? <Trash2 aria-hidden="true" /> : null}
      {clearing ? "Limpando..." : "Limpar Cache"}
    </Button>
  );
}
