import { Card, CardContent, CardDescription, CardFooter, CardHeader } from "@/components/ui/card";

/** The card every auth screen sits in: title, one line of help, the form, links below. */
export function AuthCard({
  title,
  description,
  footer,
  children,
}: {
  title: string;
  description?: React.ReactNode;
  footer?: React.ReactNode;
  children: React.ReactNode;
}) {
  return (
    <Card className="w-full gap-6 py-6 shadow-sm sm:py-8">
      <CardHeader className="gap-1.5 px-6 text-center sm:px-8">
        <h1 className="text-xl leading-tight font-semibold tracking-tight">{title}</h1>
        {description ? <CardDescription>{description}</CardDescription> : null}
      </CardHeader>
      <CardContent className="px-6 sm:px-8">{children}</CardContent>
      {footer ? (
        <CardFooter className="flex-col gap-2 px-6 text-center text-sm text-zinc-600 sm:px-8 dark:text-zinc-400">
          {footer}
        </CardFooter>
      ) : null}
    </Card>
  );
}
