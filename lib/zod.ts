import { z } from "zod";
// The locale by its own path: the "zod/locales" index would ship every language to the browser.
import ptBR from "zod/v4/locales/pt-BR.js";

// Messages a schema does not spell out itself still reach the user in Portuguese.
z.config(ptBR());

export { z };
