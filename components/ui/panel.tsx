import { cn } from "@/lib/utils";

export function Panel({ className, ...props }: React.ComponentProps<"div">) {
  return (
    <div
      data-slot="panel"
      className={cn(
        "flex flex-col gap-4 rounded-xl border border-zinc-200 bg-white py-5 text-zinc-900 shadow-xs dark:border-zinc-800 dark:bg-zinc-900 dark:text-zinc-100",
        className,
      )}
      {...props}
    />
  );
}

export function PanelHeader({ className, ...props }: React.ComponentProps<"div">) {
  return <div data-slot="panel-header" className={cn("flex flex-col gap-1 px-5", className)} {...props} />;
}

export function PanelTitle({ className, ...props }: React.ComponentProps<"h3">) {
  return <h3 data-slot="panel-title" className={cn("text-base leading-tight font-semibold", className)} {...props} />;
}

export function PanelDescription({ className, ...props }: React.ComponentProps<"p">) {
  return <p data-slot="panel-description" className={cn("text-sm text-zinc-600 dark:text-zinc-400", className)} {...props} />;
}

export function PanelContent({ className, ...props }: React.ComponentProps<"div">) {
  return <div data-slot="panel-content" className={cn("px-5", className)} {...props} />;
}

export function PanelFooter({ className, ...props }: React.ComponentProps<"div">) {
  return <div data-slot="panel-footer" className={cn("flex items-center gap-2 px-5", className)} {...props} />;
}
