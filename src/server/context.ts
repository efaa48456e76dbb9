import type { Auth } from "./auth";
import type { Database } from "./db/client";
import type { DocumentThreads } from "./document-threads";
import type { Env } from "./env";
import type { BackgroundWork } from "./http/background";
import type { Logger } from "./logger";
import type { MediaStorage } from "./media/storage";
import type { EmailQueue } from "./modules/emails/service";

/** What the app is built from; tests build it with their own database and e-mail queue. */
export type AppDeps = {
  env: Env;
  db: Database;
  auth: Auth;
  /** Every outgoing e-mail goes through it, in the transaction of the change that causes it. */
  emails: EmailQueue;
  logger: Logger;
  /** Work started by a request that outlives its answer; awaited before shutdown. */
  background: BackgroundWork;
  /** Where PDFs are drawn: worker threads, never the thread that answers requests (decision 046). */
  documents: DocumentThreads;
  /** Where uploaded photos are kept; absent: the folder `media/` under DATA_DIR (src/server/media). */
  media?: MediaStorage;
  /** Folder of the build (client/: prerendered pages and assets; server/: the pages the server renders); absent in API-only tests. */
  buildDir?: string;
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
