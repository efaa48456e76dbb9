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

/** "Your friend's order has earned you ₹N": sent when a friend's order is delivered and the commission credited. */
export function rewardEarnedMail(
  to: string,
  reward: { memberName: string; memberLanguage: Lang; friendFirstName: string; amountPaise: number; owedRepaidPaise: number; expiresAt: Date },
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
  return linesMail({
    to,
    name: reward.memberName.trim(),
    subject: say(lang, "Your friend's order has earned you {amount}", values),
    lines: [
      reward.friendFirstName
        ? say(lang, "{friend} received their order placed with your member code, so you have earned {amount} in rewards.", values)
        : say(lang, "Your friend received their order placed with your member code, so you have earned {amount} in rewards.", values),
      ...(repaid > 0 ? [say(lang, "{repaid} of it paid off what you owed from a reward taken back earlier.", values)] : []),
      ...(repaid < reward.amountPaise
        ? [repaid > 0 ? say(lang, 'Spend the {left} left at checkout with "Use my rewards" by {date}.', values) : say(lang, 'Spend it at checkout with "Use my rewards" by {date}.', values)]
        : []),
    ],
    link: { href: membershipUrl, label: say(lang, "See your rewards") },
    lang,
  });
}

/** The reminder a few days before a reward's last day, while something of it is left. */
export function rewardExpiringMail(to: string, reward: { memberName: string; memberLanguage: Lang; leftPaise: number; expiresAt: Date }, membershipUrl: string): MailMessage {
  const lang = reward.memberLanguage;
  const values = { amount: formatRupees(reward.leftPaise), date: formatOrderDate(rewardLastDay(reward.expiresAt), lang) };
  return linesMail({
    to,
    name: reward.memberName.trim(),
    subject: say(lang, "Your {amount} reward expires on {date}", values),
    lines: [say(lang, "You still have {amount} in rewards to spend. It can be used until {date}; after that it expires.", values)],
    link: { href: membershipUrl, label: say(lang, "Shop and use your rewards") },
    lang,
  });
}

/** A friend returned (part of) an order that earned the member a reward: what was taken back, and what they now owe. */
export function commissionTakenBackMail(
  to: string,
  taken: { memberName: string; memberLanguage: Lang; friendFirstName: string; amountPaise: number; takenPaise: number; owedPaise: number; totalOwedPaise: number },
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
  return linesMail({
    to,
    name: taken.memberName.trim(),
    subject: say(lang, "{amount} of your reward has been taken back", values),
    lines: [
      taken.friendFirstName
        ? say(lang, "{friend} returned items from their order placed with your member code, so {amount} of the reward it earned you has been taken back.", values)
        : say(lang, "Your friend returned items from their order placed with your member code, so {amount} of the reward it earned you has been taken back.", values),
      ...(taken.takenPaise > 0 ? [say(lang, "{taken} came off what was left of that reward.", values)] : []),
      ...(taken.owedPaise > 0
        ? [say(lang, "You had already spent {owed} of it, so you now owe {total}. Nothing is charged: it comes off your next rewards before you can spend them.", values)]
        : []),
    ],
    link: { href: membershipUrl, label: say(lang, "See your rewards") },
    lang,
  });
}
