import "server-only";
import type { LabelJson } from "@/lib/schemas/labels";

export function toLabelJson(row: {
  id: string;
  name: string;
  description: string | null;
  color: string;
}): LabelJson {
  return { _id: row.id, name: row.name, description: row.description, color: row.color };
}
