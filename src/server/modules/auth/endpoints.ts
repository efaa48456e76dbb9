import { createHash } from "node:crypto";
import type { Limit } from "../../http/rate-limit";

export type AuthEndpoint = { byAddress?: Limit; byEmail?: Limit; byAddressAndEmail?: Limit };

/** The better-auth endpoints the pages use, with limits per window; any other answers 404, so none skips the shop's rules. */
// Limits by address (a botnet), by e-mail (one account or inbox targeted) and by both (sign-in's tight one, so a stranger cannot lock the owner out).
export const authEndpoints: Readonly<Record<string, AuthEndpoint>> = {
  "GET /get-session": {},
  "POST /sign-up/email": { byAddress: { max: 10, windowSeconds: 60 * 60 } },
  "POST /sign-in/email": {
    byAddress: { max: 30, windowSeconds: 5 * 60 },
    byAddressAndEmail: { max: 10, windowSeconds: 15 * 60 },
    byEmail: { max: 50, windowSeconds: 60 * 60 },
  },
  "POST /sign-out": {},
  "POST /request-password-reset": { byAddress: { max: 10, windowSeconds: 60 * 60 }, byEmail: { max: 3, windowSeconds: 60 * 60 } },
  "POST /reset-password": { byAddress: { max: 10, windowSeconds: 15 * 60 } },
};

/** E-mail addresses are stored only as a hash: the counter table is no list of customers. */
export function emailKey(path: string, email: string): string {
  return `auth${path}|email|${createHash("sha256").update(email.trim().toLowerCase()).digest("hex").slice(0, 40)}`;
}

export function addressKey(path: string, address: string): string {
  return `auth${path}|ip|${address}`;
}

/** One client and one account: the address and the e-mail's hash. */
export function addressAndEmailKey(path: string, address: string, email: string): string {
  return `auth${path}|ip-email|${address}|${emailKey(path, email).split("|").at(-1)}`;
}
