import type { FieldValues, Resolver } from "react-hook-form";
import type { ZodType } from "zod";

export type LazyResolver<TInput extends FieldValues, TOutput> = Resolver<TInput, unknown, TOutput> & {
  /** Starts fetching the schema (e.g. when the form gets focus), so the first check is instant. */
  preload: () => void;
};

/**
 * react-hook-form's zod resolver with the schema, and zod with it, fetched when the form is first
 * checked or focused instead of with the page: a sign-in screen then ships no validation library
 * in its first load. The server validates with the same schema whatever the browser did.
 */
export function lazyZodResolver<TInput extends FieldValues, TOutput = TInput>(
  loadSchema: () => Promise<ZodType<TOutput, TInput>>,
): LazyResolver<TInput, TOutput> {
  let ready: Promise<Resolver<TInput, unknown, TOutput>> | undefined;
  const load = () =>
    (ready ??= Promise.all([import("@hookform/resolvers/zod"), loadSchema()]).then(
      ([{ zodResolver }, schema]) => zodResolver(schema as never) as unknown as Resolver<TInput, unknown, TOutput>,
    ));
  const resolver: Resolver<TInput, unknown, TOutput> = (values, context, options) =>
    load().then((resolve) => resolve(values, context, options));
  return Object.assign(resolver, {
    preload: () => {
      void load();
    },
  });
}
