import type { Auth } from "./auth";
import type { Database } from "./db/client";
import type { Env } from "./env";
import type { Logger } from "./logger";
import type { Mailer } from "./mail/transport";

/** What the app is built from; tests build it with their own database and mailer. */
export type AppDeps = {
  env: Env;
  db: Database;
  auth: Auth;
  mailer: Mailer;
  logger: Logger;
  /** Folder of the built client (index files, assets); absent in API-only tests. */
  clientDir?: string;
};

export type SessionUser = { id: string; email: string; name: string; role: "customer" | "staff" };

export type AppEnv = {
  Variables: {
    requestId: string;
    logger: Logger;
    /** The signed-in user, from the session cookie; null when signed out. Never from the request body. */
    user: SessionUser | null;
  };
};
