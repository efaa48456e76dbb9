import { z } from "zod";
import { emailSchema } from "./common";

export const grantStaffSchema = z.object({ email: emailSchema() });

export type GrantStaffInput = z.input<typeof grantStaffSchema>;

export type StaffMember = { id: string; name: string; email: string };
