import { cn } from "@/lib/utils";
import { controlClasses } from "@/components/ui/input";

export function Textarea({ className, ...props }: React.ComponentProps<"textarea">) {
  return <textarea data-slot="textarea" className={cn(controlClasses, "min-h-20 resize-y py-2", className)} {...props} />;
}
