import { msg } from "@lingui/core/macro";
import { useLingui } from "@lingui/react/macro";
import type { Route } from "./+types/account";
import { messagesLoader } from "~/client/lib/i18n/catalogs.server";
import { metaI18n } from "~/client/lib/i18n/page-i18n";
import { LoadingPanel } from "~/client/components/ui/list-states";
import { PrivatePage } from "~/client/features/auth/components/private-page";
import { useSession } from "~/client/lib/session/use-session";
import { SavedAddresses } from "~/client/features/addresses/components/saved-addresses";
import { OrderList } from "~/client/features/orders/components/order-list";
import { useSearchParams } from "react-router";
import { Tabs } from "~/client/components/ui/tabs";
import { MembershipPanel } from "~/client/features/membership/components/membership-panel";
import { pageMeta } from "~/client/lib/meta";
import { MyComplaints } from "~/client/features/complaints/components/my-complaints";
import { CartRemindersChoice } from "~/client/features/cart-reminders/components/cart-reminders-choice";

export const meta = (args: Route.MetaArgs) => {
  const i18n = metaI18n(args);
  return pageMeta(i18n._(msg`My Account`), i18n._(msg`Your orders, saved addresses, membership and complaints.`));
};

/** The account draws the addresses, sign-in, cart reminders, complaints, membership and orders parts. */
export const loader = messagesLoader(["pages/account", "addresses", "auth", "cart-reminders", "complaints", "membership", "orders"]);

const TABS = ["orders", "addresses", "membership", "complaints"] as const;

export default function Page() {
  return (
    <PrivatePage skeleton={<AccountSkeleton />}>
      <Account />
    </PrivatePage>
  );
}

/** The account's prerendered frame: its heading, and the shape of the tabs and an order or two. */
function AccountSkeleton() {
  const { t } = useLingui();
  return (
    <section className="mx-auto max-w-4xl px-4 py-10">
      <h1 className="text-3xl font-bold text-leaf-800">{t`My Account`}</h1>
      <LoadingPanel label={t`Loading your account`} rows={2} rowClassName="h-32" />
    </section>
  );
}

function Account() {
  const { t } = useLingui();
  const { user } = useSession();
  // The tab is in the address (?tab=membership), so e-mails and the campaign page can link to it.
  const [searchParams, setSearchParams] = useSearchParams();
  const asked = searchParams.get("tab");
  const tab = TABS.find((value) => value === asked) ?? "orders";
  return (
    <section className="mx-auto max-w-4xl px-4 py-10">
      <h1 className="text-3xl font-bold text-leaf-800">{t`My Account`}</h1>
      <p className="mt-1 break-all">{user?.email}</p>
      <CartRemindersChoice />
      <Tabs
        value={tab}
        onValueChange={(value) => setSearchParams(value === "orders" ? {} : { tab: value }, { replace: true, preventScrollReset: true })}
        className="mt-6"
        panels={[
          { value: "orders", label: t`My Orders`, content: <OrderList /> },
          { value: "addresses", label: t`Saved Addresses`, content: <SavedAddresses /> },
          { value: "membership", label: t`Membership`, content: <MembershipPanel /> },
          { value: "complaints", label: t`Complaints`, content: <MyComplaints /> },
        ]}
      />
    </section>
  );
}
