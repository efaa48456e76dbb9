import { index, jsonb, pgTable, text } from "drizzle-orm/pg-core";
import { createdAt, rowId } from "./columns";
import { users } from "./auth";


export const auditLog = pgTable("audit_log", {
  id: rowId(),
  actorUserId: text("actor_user_id").references(() => users.id, { onDelete: "set null" }),
  action: text("action").notNull(),
  entity: text("entity").notNull(),
  entityId: text("entity_id"),
  before: jsonb("before"),
  after: jsonb("after"),
  createdAt: createdAt(),
}, (t) => [index("audit_log_created_idx").on(t.createdAt.desc())]);
