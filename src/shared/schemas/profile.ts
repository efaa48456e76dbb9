import { z } from "zod";
import { LANGS } from "../lang";

// PUT /api/profile/language: the shop's language a signed-in shopper chose with the switch.
export const profileLanguageSchema = z.object({ language: z.enum(LANGS, { error: "Choose English or Hindi" }) });
