import { formatOrderDate } from "~/shared/format";
import { firstName, rewardLastDay } from "~/shared/membership";
import { formatRupees } from "~/shared/money";
import type { MailMessage } from "~/server/mail/transport";
import { linesMail as mail } from "~/server/mail/lines-mail";

/** "Your friend's order has earned you ₹N": sent when a friend's order is delivered and the commission credited. */
export function rewardEarnedMail(
  to: string,
  reward: { memberName: string; friendFirstName: string; amountPaise: number; owedRepaidPaise: number; expiresAt: Date },
  membershipUrl: string,
): MailMessage {
  const amount = formatRupees(reward.amountPaise);
  const repaid = reward.owedRepaidPaise;
  return mail(
    to,
    `Your friend's order has earned you ${amount}`,
    [
      `Hello ${firstName(reward.memberName) || "there"},`,
      "",
      `${reward.friendFirstName || "Your friend"} received their order placed with your member code, so you have earned ${amount} in rewards.`,
      ...(repaid > 0 ? [`${formatRupees(repaid)} of it paid off what you owed from a reward taken back earlier.`] : []),
      ...(repaid < reward.amountPaise ? [`Spend ${repaid > 0 ? `the ${formatRupees(reward.amountPaise - repaid)} left` : "it"} at checkout with "Use my rewards" by ${formatOrderDate(rewardLastDay(reward.expiresAt))}.`] : []),
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

/** A friend returned (part of) an order that earned the member a reward: what was taken back, and what they now owe. */
export function commissionTakenBackMail(
  to: string,
  taken: { memberName: string; friendFirstName: string; amountPaise: number; takenPaise: number; owedPaise: number; totalOwedPaise: number },
  membershipUrl: string,
): MailMessage {
  const amount = formatRupees(taken.amountPaise);
  return mail(
    to,
    `${amount} of your reward has been taken back`,
    [
      `Hello ${firstName(taken.memberName) || "there"},`,
      "",
      `${taken.friendFirstName || "Your friend"} returned items from their order placed with your member code, so ${amount} of the reward it earned you has been taken back.`,
      ...(taken.takenPaise > 0 ? [`${formatRupees(taken.takenPaise)} came off what was left of that reward.`] : []),
      ...(taken.owedPaise > 0
        ? [`You had already spent ${formatRupees(taken.owedPaise)} of it, so you now owe ${formatRupees(taken.totalOwedPaise)}. Nothing is charged: it comes off your next rewards before you can spend them.`]
        : []),
    ],
    { href: membershipUrl, label: "See your rewards" },
  );
}
