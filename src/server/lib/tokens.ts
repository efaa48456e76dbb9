import { createHash, randomBytes } from "node:crypto";

// E-mailed links carry a random token; only its SHA-256 is stored, so a leaked table opens nothing.

/** 32 random bytes in base64url: 43 characters. */
export const newLinkToken = () => randomBytes(32).toString("base64url");

export const linkTokenHash = (token: string) => createHash("sha256").update(token).digest("hex");
