import { formatOrderDate } from "~/shared/format";
import { firstName, rewardLastDay } from "~/shared/membership";
import { formatRupees } from "~/shared/money";
import type { MailMessage } from "~/server/mail/transport";
import { linesMail as mail } from "~/server/mail/lines-mail";

/** "Your friend's order has earned you ₹N": sent when a friend's order is delivered and the commission credited. */
export function rewardEarnedMail(
  to: string,
  reward: { memberName: string; friendFirstName: string; amountPaise: number; expiresAt: Date },
  membershipUrl: string,
): MailMessage {
  const amount = formatRupees(reward.amountPaise);
  return mail(
    to,
    `Your friend's order has earned you ${amount}`,
    [
      `Hello ${firstName(reward.memberName) || "there"},`,
      "",
      `${reward.friendFirstName || "Your friend"} received their order placed with your member code, so you have earned ${amount} in rewards.`,
      `Spend it at checkout with "Use my rewards" by ${formatOrderDate(rewardLastDay(reward.expiresAt))}.`,
    ],
    { href: membershipUrl, label: "See your rewards" },
  );
}

/** The reminder a few days before a reward's last day, while something of it is left. */
export function rewardExpiringMail(to: string, reward: { memberName: string; leftPaise: number; expiresAt: Date }, membershipUrl: string): MailMessage {
  const amount = formatRupees(reward.leftPaise);
  const lastDay = formatOrderDate(rewardLastDay(reward.expiresAt));
  return mail(
    to,
    `Your ${amount} reward expires on ${lastDay}`,
    [`Hello ${firstName(reward.memberName) || "there"},`, "", `You still have ${amount} in rewards to spend. It can be used until ${lastDay}; after that it expires.`],
    { href: membershipUrl, label: "Shop and use your rewards" },
  );
}
