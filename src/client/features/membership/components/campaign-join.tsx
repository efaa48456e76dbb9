import { Trans, useLingui } from "@lingui/react/macro";
import { Link } from "~/client/components/ui/link";
import { Button, buttonClasses } from "~/client/components/ui/button";
import { useSession } from "~/client/lib/session/use-session";
import { paths } from "~/shared/paths";
import { useJoinMembership, useMembership } from "../api/membership";

const membershipTab = `${paths.account.getHref()}?tab=membership`;

/** The campaign page's way in: sign in, join (after a delivered order), or see one's code. */
export function CampaignJoin() {
  const { t } = useLingui();
  const { user, isPending } = useSession();
  const membership = useMembership();
  const join = useJoinMembership();
  if (isPending) return null;
  if (!user) {
    return (
      <p className="mt-5">
        <Link to={paths.auth.getHref(`${paths.campaign.getHref()}#membership`)} className={buttonClasses({ size: "lg" })}>
          {t`Sign in to join`}
        </Link>
      </p>
    );
  }
  if (!membership.data) return null;
  const { member, eligible, programme } = membership.data;
  if (member) {
    const { code } = member;
    return (
      <p className="mt-5">
        <Trans>
          You are a member: your code is <strong className="font-mono">{code}</strong>.
        </Trans>{" "}
        <Link to={membershipTab} className="font-semibold text-leaf-700 underline underline-offset-4">
          {t`See your rewards and share it`}
        </Link>
      </p>
    );
  }
  if (!programme.enabled) return <p className="mt-5">{t`The membership programme is paused. Please try again later.`}</p>;
  if (!eligible) return <p className="mt-5">{t`Membership opens after your first delivered order.`}</p>;
  return (
    <Button size="lg" className="mt-5" onClick={() => join.mutate()} disabled={join.isPending} aria-busy={join.isPending}>
      {join.isPending ? t`Joining...` : t`Become a member`}
    </Button>
  );
}
