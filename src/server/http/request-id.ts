import { randomUUID } from "node:crypto";
import { createMiddleware } from "hono/factory";
import type { AppEnv } from "../context";
import { nodeBindings, requestHeader } from "./node-response";

/** What a request id from a proxy may look like (as hono/request-id checks); anything else is replaced. */
const ACCEPTED_ID = /^[\w\-=]{1,255}$/;

/** Every request has an id (a sane X-Request-Id, else a UUID), on its log lines, errors and answer. */
export const requestId = createMiddleware<AppEnv>(async (c, next) => {
  const given = requestHeader(c, "x-request-id");
  const id = given && ACCEPTED_ID.test(given) ? given : randomUUID();
  c.set("requestId", id);
  const node = nodeBindings(c);
  if (node) node.outgoing.setHeader("X-Request-Id", id);
  else c.header("X-Request-Id", id);
  await next();
});
