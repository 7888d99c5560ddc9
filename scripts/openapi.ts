// npm run openapi — writes the API's OpenAPI document (built from the routes' zod schemas in
// lib/openapi) to docs/openapi.json, which GET /api/v1/openapi.json serves.
// npm run openapi -- --check — fails when the committed file is not what the code builds.
import fs from "node:fs";
import path from "node:path";
import { OPENAPI_FILE, openApiText } from "@/lib/openapi/document";

const file = path.join(process.cwd(), OPENAPI_FILE);
const expected = openApiText();

if (process.argv.includes("--check")) {
  const current = fs.existsSync(file) ? fs.readFileSync(file, "utf8") : "";
  if (current !== expected) {
    console.error(`${OPENAPI_FILE} está desatualizado: rode \`npm run openapi\` e faça commit do arquivo.`);
    process.exit(1);
  }
  console.log(`${OPENAPI_FILE} está em dia.`);
} else {
  fs.writeFileSync(file, expected);
  console.log(`${OPENAPI_FILE} escrito (${Buffer.byteLength(expected)} bytes).`);
}
