import type { TestProject } from "vitest/node";
import { createTestDatabase } from "./test-database";

declare module "vitest" {
  export interface ProvidedContext {
    databaseUrl: string;
    databaseKind: "postgres" | "embedded";
  }
}

export default async function setup(project: TestProject) {
  const database = await createTestDatabase("test");
  project.provide("databaseUrl", database.url);
  project.provide("databaseKind", database.kind);
  console.log(`[tests] banco de integração: ${database.kind}`);
  return () => database.dispose();
}
