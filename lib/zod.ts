import { z } from "zod";
import { ptBR } from "zod/locales";

// Messages a schema does not spell out itself still reach the user in Portuguese.
z.config(ptBR());

export { z };
