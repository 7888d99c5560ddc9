import Link from "next/link";
import { Button } from "@/components/ui/button";

/** 'Limpar busca' in a no-match state: a plain link to the screen without `?q=`, so it works without JavaScript. */
export function ClearSearchLink({ href }: { href: string }) {
  return (
    <Button asChild variant="outline">
      <Link href={href} replace scroll={false}>
        Limpar busca
      </Link>
    </Button>
  );
}
