import { Undo2 } from "lucide-react";
import { Button } from "@/components/ui/button";

/** 'Desfazer' on an import: the same button before and after its confirmation's code has loaded. */
export function UndoImportTrigger({
  fileName,
  busy,
  ...props
}: React.ComponentProps<typeof Button> & { fileName: string; busy: boolean }) {
  return (
    <Button variant="outline" size="sm" loading={busy} aria-label={`Desfazer a importação de ${fileName}`} {...props}>
      <Undo2 aria-hidden="true" />
      Desfazer
    </Button>
  );
}
