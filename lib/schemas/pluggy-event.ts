import * as z from "@/lib/schemas/zod";

const id = z.string().trim().min(1).max(64);

/** What Bolso reads of a Pluggy webhook event; anything else in it is left alone. */
export const pluggyEvent = z.object({
  eventId: z.string().trim().min(1).max(100),
  event: z.string().trim().min(1).max(64),
  itemId: id.optional(),
  error: z.object({ code: z.string().max(200) }).nullish(),
  transactionIds: z.array(id).max(10_000).optional(),
});

export type PluggyEvent = z.infer<typeof pluggyEvent>;
