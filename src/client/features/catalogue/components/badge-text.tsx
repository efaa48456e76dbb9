import { msg } from "@lingui/core/macro";
import type { MessageDescriptor } from "@lingui/core";
import { useLingui } from "@lingui/react/macro";

// The badges the shop gives its items, in the page's language. Staff may type another badge in
// the back office: that one shows as typed.
const badges: Record<string, MessageDescriptor> = {
  Popular: msg`Popular`,
  Organic: msg`Organic`,
  "Healthy Combo": msg`Healthy Combo`,
};

/** A card's or page's badge: a known one in the page's language, any other as staff wrote it. */
export function BadgeText({ badge }: { badge: string }) {
  const { i18n } = useLingui();
  const known = Object.hasOwn(badges, badge) ? badges[badge] : undefined;
  return <>{known ? i18n._(known) : badge}</>;
}
