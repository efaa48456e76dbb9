import { formatOrderDate } from "~/shared/format";
import { localize, type Lang } from "~/shared/lang";
import { rewardLastDay } from "~/shared/membership";
import { formatRupees } from "~/shared/money";
import { paths } from "~/shared/paths";
import { say } from "~/server/i18n/language";
import type { MailMessage } from "~/server/mail/transport";
import { linesMail } from "~/server/mail/lines-mail";

// A member's e-mails go in the language they last chose (profiles.language), with links to that language's pages.

/** The account's membership tab, in the member's language. */
export const membershipUrl = (baseUrl: string, lang: Lang) => `${baseUrl}${localize(lang, `${paths.account.getHref()}?tab=membership`)}`;

type Member = { memberName: string; memberLanguage: Lang };

/** A member's e-mail: to them by name, in their language, with one link to their membership tab. */
function memberMail(to: string, member: Member, membershipUrl: string, mail: { subject: string; lines: string[]; linkLabel: string }): MailMessage {
  const { subject, lines, linkLabel } = mail;
  return linesMail({ to, name: member.memberName.trim(), subject, lines, link: { href: membershipUrl, label: linkLabel }, lang: member.memberLanguage });
}

/** "Your friend's order has earned you ₹N": sent when a friend's order is delivered and the commission credited. */
export function rewardEarnedMail(
  to: string,
  reward: Member & { friendFirstName: string; amountPaise: number; owedRepaidPaise: number; expiresAt: Date },
  membershipUrl: string,
): MailMessage {
  const lang = reward.memberLanguage;
  const repaid = reward.owedRepaidPaise;
  const values = {
    amount: formatRupees(reward.amountPaise),
    friend: reward.friendFirstName,
    repaid: formatRupees(repaid),
    left: formatRupees(reward.amountPaise - repaid),
    date: formatOrderDate(rewardLastDay(reward.expiresAt), lang),
  };
  const earned = reward.friendFirstName
    ? "{friend} received their order placed with your member code, so you have earned {amount} in rewards."
    : "Your friend received their order placed with your member code, so you have earned {amount} in rewards.";
  const spend = repaid > 0 ? 'Spend the {left} left at checkout with "Use my rewards" by {date}.' : 'Spend it at checkout with "Use my rewards" by {date}.';
  return memberMail(to, reward, membershipUrl, {
    subject: say(lang, "Your friend's order has earned you {amount}", values),
    lines: [
      say(lang, earned, values),
      ...(repaid > 0 ? [say(lang, "{repaid} of it paid off what you owed from a reward taken back earlier.", values)] : []),
      ...(repaid < reward.amountPaise ? [say(lang, spend, values)] : []),
    ],
    linkLabel: say(lang, "See your rewards"),
  });
}

/** The reminder a few days before a reward's last day, while something of it is left. */
export function rewardExpiringMail(to: string, reward: Member & { leftPaise: number; expiresAt: Date }, membershipUrl: string): MailMessage {
  const lang = reward.memberLanguage;
  const values = { amount: formatRupees(reward.leftPaise), date: formatOrderDate(rewardLastDay(reward.expiresAt), lang) };
  return memberMail(to, reward, membershipUrl, {
    subject: say(lang, "Your {amount} reward expires on {date}", values),
    lines: [say(lang, "You still have {amount} in rewards to spend. It can be used until {date}; after that it expires.", values)],
    linkLabel: say(lang, "Shop and use your rewards"),
  });
}

/** A friend returned (part of) an order that earned the member a reward: what was taken back, and what they now owe. */
export function commissionTakenBackMail(
  to: string,
  taken: Member & { friendFirstName: string; amountPaise: number; takenPaise: number; owedPaise: number; totalOwedPaise: number },
  membershipUrl: string,
): MailMessage {
  const lang = taken.memberLanguage;
  const values = {
    amount: formatRupees(taken.amountPaise),
    friend: taken.friendFirstName,
    taken: formatRupees(taken.takenPaise),
    owed: formatRupees(taken.owedPaise),
    total: formatRupees(taken.totalOwedPaise),
  };
  const returned = taken.friendFirstName
    ? "{friend} returned items from their order placed with your member code, so {amount} of the reward it earned you has been taken back."
    : "Your friend returned items from their order placed with your member code, so {amount} of the reward it earned you has been taken back.";
  return memberMail(to, taken, membershipUrl, {
    subject: say(lang, "{amount} of your reward has been taken back", values),
    lines: [
      say(lang, returned, values),
      ...(taken.takenPaise > 0 ? [say(lang, "{taken} came off what was left of that reward.", values)] : []),
      ...(taken.owedPaise > 0
        ? [say(lang, "You had already spent {owed} of it, so you now owe {total}. Nothing is charged: it comes off your next rewards before you can spend them.", values)]
        : []),
    ],
    linkLabel: say(lang, "See your rewards"),
  });
}
