import { z } from "zod";
import { rupees } from "../money";
import type { MembershipTerms } from "../membership";
import { typedNumber } from "./common";

// The programme's settings (rupees and percent, stored as paise) and suspending or reactivating a member.

const blankToZero = (value: unknown) => (value === "" || value === null || value === undefined ? 0 : value);

const wholePercent = (label: string, min: number) =>
  typedNumber(`${label} must be a number`, (value) =>
    value.int(`${label} must be a whole number`).min(min, `${label} must be from ${min} to 100%`).max(100, `${label} must be from ${min} to 100%`),
  );

/** Rupees to the paisa (at most two decimals). */
const rupeesField = (label: string, min: number, minMessage: string) =>
  typedNumber(`${label} must be a number`, (value) =>
    value
      .min(min, minMessage)
      .max(1_000_000, `${label} is too large`)
      .refine((amount) => Math.abs(rupees(amount) - amount * 100) < 1e-6, `${label} can have at most two decimals`),
  );

export const membershipSettingsSchema = z.object({
  enabled: z.boolean({ error: "Choose whether the programme is on" }),
  friendDiscountPercent: wholePercent("Friend discount", 1),
  friendDiscountCapRupees: rupeesField("Maximum friend discount", 1, "Maximum friend discount must be at least ₹1"),
  commissionPercent: wholePercent("Commission", 0),
  /** Blank means no minimum. */
  minOrderRupees: z.preprocess(blankToZero, rupeesField("Minimum order", 0, "Minimum order cannot be negative")),
});

export type MembershipSettingsInput = z.input<typeof membershipSettingsSchema>;
export type MembershipSettingsValues = z.output<typeof membershipSettingsSchema>;

/** The settings row a valid form stands for (paise). */
export function termsFromForm(form: MembershipSettingsValues): MembershipTerms {
  return {
    enabled: form.enabled,
    friendDiscountPercent: form.friendDiscountPercent,
    friendDiscountCapPaise: rupees(form.friendDiscountCapRupees),
    commissionPercent: form.commissionPercent,
    minOrderPaise: rupees(form.minOrderRupees),
  };
}

export const MEMBER_STATUSES = ["active", "suspended"] as const;
export type MemberStatus = (typeof MEMBER_STATUSES)[number];
export const SUSPEND_REASON_MAX = 500;
export const SUSPEND_REASON_REQUIRED = "Please say why the member is suspended";

/** Suspending needs a reason (it goes to the audit log); reactivating may give one. */
export const memberStatusSchema = z
  .object({
    status: z.enum(MEMBER_STATUSES, { error: "Choose active or suspended" }),
    reason: z.string().trim().max(SUSPEND_REASON_MAX, `The reason must be at most ${SUSPEND_REASON_MAX} characters`).default(""),
  })
  .superRefine((body, ctx) => {
    if (body.status === "suspended" && body.reason === "") ctx.addIssue({ code: "custom", path: ["reason"], message: SUSPEND_REASON_REQUIRED });
  });

export type MemberStatusInput = z.input<typeof memberStatusSchema>;

export const memberParamSchema = z.object({ userId: z.string().trim().min(1, "Member not found").max(100, "Member not found") });

/** One member as the back office lists them: who, their code, the friends they brought and their rewards' figures (paise). */
export type AdminMember = {
  userId: string;
  name: string;
  email: string;
  code: string;
  status: MemberStatus;
  joinedAt: string;
  /** Orders placed with the member's code that were not cancelled. */
  friendsBrought: number;
  /** Of those, delivered (each earned its commission). */
  friendsDelivered: number;
  earnedPaise: number;
  /** Spent at checkout, less what cancelled orders gave back. */
  spentPaise: number;
  /** Left over at the end of a reward's last day, whether or not the sweep has written it yet. */
  expiredPaise: number;
  /** Unexpired and unspent; frozen (not spendable) while the member is suspended. */
  availablePaise: number;
};

/** An order placed with a member's code whose friend shares a phone number or an address with the member. */
export type FlaggedReferral = {
  orderId: string;
  orderNumber: string;
  placedAt: string;
  memberName: string;
  memberCode: string;
  friendName: string;
  friendEmail: string;
  sharesPhone: boolean;
  sharesAddress: boolean;
};
