import { useLingui } from "@lingui/react/macro";
import { Check, Copy, MessageCircle } from "lucide-react";
import { useState } from "react";
import { toast } from "~/client/lib/toast";
import { Button, buttonClasses } from "~/client/components/ui/button";
import { LoadFailedPanel, LoadingPanel } from "~/client/components/ui/list-states";
import { MembershipSteps } from "~/client/components/membership-steps";
import { brand } from "~/shared/brand";
import { formatRupees } from "~/shared/money";
import { useJoinMembership, useMembership, type Membership } from "../api/membership";
import { RewardList } from "./reward-list";

/** The account's Membership tab: join, the member's code and share buttons, where they stand, and every reward. */
export function MembershipPanel() {
  const { t } = useLingui();
  const membership = useMembership();
  if (membership.isPending) return <LoadingPanel label={t`Loading your membership`} />;
  if (membership.isError) return <LoadFailedPanel message={t`We could not load your membership just now.`} onRetry={() => void membership.refetch()} />;
  const { member, programme, eligible } = membership.data;
  if (!member) return <NotYetMember programme={programme} eligible={eligible} />;
  return <MemberView data={membership.data} />;
}

function useOfferText(programme: Membership["programme"]) {
  const { t } = useLingui();
  const discount = programme.friendDiscountPercent;
  const cap = formatRupees(programme.friendDiscountCapPaise);
  const commission = programme.commissionPercent;
  return t`Friends get ${discount}% off their first order (up to ${cap}), and you earn ${commission}% of it in rewards when it is delivered. Rewards are valid for 30 days.`;
}

function NotYetMember({ programme, eligible }: Pick<Membership, "programme" | "eligible">) {
  const { t } = useLingui();
  const join = useJoinMembership();
  const offer = useOfferText(programme);
  return (
    <div className="space-y-4">
      <h2 className="text-xl font-bold text-leaf-800">{t`Membership`}</h2>
      <p>{offer}</p>
      {!programme.enabled ? (
        <p className="rounded-lg bg-mustard-50 p-3">{t`The membership programme is paused. Please try again later.`}</p>
      ) : eligible ? (
        <Button size="lg" onClick={() => join.mutate()} disabled={join.isPending} aria-busy={join.isPending}>
          {join.isPending ? t`Joining...` : t`Become a member`}
        </Button>
      ) : (
        <p className="rounded-lg bg-mustard-50 p-3">{t`Membership opens after your first delivered order.`}</p>
      )}
      <MembershipSteps done={eligible ? [true, true, false, false] : [false, false, false, false]} />
    </div>
  );
}

function MemberView({ data }: { data: Membership }) {
  const { t } = useLingui();
  const member = data.member!;
  const offer = useOfferText(data.programme);
  const [copied, setCopied] = useState(false);
  // shareMessage of src/shared, in the page's language.
  const { code, shareLink } = member;
  const brandName = brand.name;
  const discount = data.programme.friendDiscountPercent;
  const cap = formatRupees(data.programme.friendDiscountCapPaise);
  const share = t`I buy cold-pressed mustard oil and organic dals from ${brandName}. Use my code ${code} for ${discount}% off your first order (up to ${cap}): ${shareLink}`;
  const whatsapp = `https://wa.me/?text=${encodeURIComponent(share)}`;
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(member.shareLink);
      setCopied(true);
      toast.success(t`Link copied`);
    } catch {
      toast.error(t`Could not copy. Please select the link and copy it.`);
    }
  };
  return (
    <div className="space-y-6">
      <section aria-labelledby="member-code-title" className="rounded-xl border border-mustard-100 bg-mustard-50 p-4 sm:p-6">
        <h2 id="member-code-title" className="text-xl font-bold text-leaf-800">
          {t`Your member code`}
        </h2>
        <p className="mt-2 font-mono text-3xl font-bold tracking-wider text-earth-900" data-testid="member-code">
          {member.code}
        </p>
        {member.status === "suspended" ? (
          <p role="alert" className="mt-3 rounded-lg border border-red-200 bg-red-50 p-3 text-sm font-semibold text-red-800">
            {t`Your membership is suspended: your code gives no discount and your rewards cannot be spent. Please contact us.`}
          </p>
        ) : (
          <p className="mt-2 text-sm">{offer}</p>
        )}
        <p className="mt-3 text-sm break-all">
          {t`Share link:`} <span className="font-semibold">{member.shareLink}</span>
        </p>
        <div className="mt-4 flex flex-col gap-2 sm:flex-row">
          <a href={whatsapp} target="_blank" rel="noopener noreferrer" className={buttonClasses({ size: "lg" })}>
            <MessageCircle aria-hidden="true" className="size-5" /> {t`Share on WhatsApp`}
          </a>
          <Button variant="outline" size="lg" onClick={() => void copy()}>
            {copied ? <Check aria-hidden="true" className="size-5" /> : <Copy aria-hidden="true" className="size-5" />} {t`Copy link`}
          </Button>
        </div>
      </section>
      <dl className="grid grid-cols-2 gap-3">
        <div className="rounded-xl border border-mustard-100 p-4">
          <dt className="text-sm">{t`Rewards to spend`}</dt>
          <dd className="text-2xl font-bold text-leaf-800">{formatRupees(data.availablePaise)}</dd>
        </div>
        <div className="rounded-xl border border-mustard-100 p-4">
          <dt className="text-sm">{t`Friends brought`}</dt>
          <dd className="text-2xl font-bold text-leaf-800">{data.friendsBrought}</dd>
        </div>
      </dl>
      <section aria-labelledby="member-steps-title">
        <h2 id="member-steps-title" className="mb-3 text-lg font-bold text-leaf-800">
          {t`Where you stand`}
        </h2>
        <MembershipSteps done={[true, true, data.friendsBrought > 0, data.rewards.length > 0]} />
      </section>
      <RewardList rewards={data.rewards} owedPaise={data.owedPaise} />
    </div>
  );
}
