import { Check, Copy, MessageCircle } from "lucide-react";
import { useState } from "react";
import { toast } from "~/client/lib/toast";
import { Button, buttonClasses } from "~/client/components/ui/button";
import { LoadFailedPanel, LoadingPanel } from "~/client/components/ui/list-states";
import { MembershipSteps } from "~/client/components/membership-steps";
import { shareMessage } from "~/shared/membership";
import { formatRupees } from "~/shared/money";
import { useJoinMembership, useMembership, type Membership } from "../api/membership";
import { RewardList } from "./reward-list";

/** The account's Membership tab: join, the member's code and share buttons, where they stand, and every reward. */
export function MembershipPanel() {
  const membership = useMembership();
  if (membership.isPending) return <LoadingPanel label="Loading your membership" />;
  if (membership.isError) return <LoadFailedPanel what="membership" onRetry={() => void membership.refetch()} />;
  const { member, programme, eligible } = membership.data;
  if (!member) return <NotYetMember programme={programme} eligible={eligible} />;
  return <MemberView data={membership.data} />;
}

function offerText(programme: Membership["programme"]) {
  return `Friends get ${programme.friendDiscountPercent}% off their first order (up to ${formatRupees(programme.friendDiscountCapPaise)}), and you earn ${programme.commissionPercent}% of it in rewards when it is delivered. Rewards are valid for 30 days.`;
}

function NotYetMember({ programme, eligible }: Pick<Membership, "programme" | "eligible">) {
  const join = useJoinMembership();
  return (
    <div className="space-y-4">
      <h2 className="text-xl font-bold text-leaf-800">Membership</h2>
      <p>{offerText(programme)}</p>
      {!programme.enabled ? (
        <p className="rounded-lg bg-mustard-50 p-3">The membership programme is paused. Please try again later.</p>
      ) : eligible ? (
        <Button size="lg" onClick={() => join.mutate()} disabled={join.isPending} aria-busy={join.isPending}>
          {join.isPending ? "Joining..." : "Become a member"}
        </Button>
      ) : (
        <p className="rounded-lg bg-mustard-50 p-3">Membership opens after your first delivered order.</p>
      )}
      <MembershipSteps done={eligible ? [true, true, false, false] : [false, false, false, false]} />
    </div>
  );
}

function MemberView({ data }: { data: Membership }) {
  const member = data.member!;
  const [copied, setCopied] = useState(false);
  const whatsapp = `https://wa.me/?text=${encodeURIComponent(shareMessage(member.code, member.shareLink, data.programme))}`;
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(member.shareLink);
      setCopied(true);
      toast.success("Link copied");
    } catch {
      toast.error("Could not copy. Please select the link and copy it.");
    }
  };
  return (
    <div className="space-y-6">
      <section aria-labelledby="member-code-title" className="rounded-xl border border-mustard-100 bg-mustard-50 p-4 sm:p-6">
        <h2 id="member-code-title" className="text-xl font-bold text-leaf-800">
          Your member code
        </h2>
        <p className="mt-2 font-mono text-3xl font-bold tracking-wider text-earth-900" data-testid="member-code">
          {member.code}
        </p>
        {member.status === "suspended" ? (
          <p role="alert" className="mt-3 rounded-lg border border-red-200 bg-red-50 p-3 text-sm font-semibold text-red-800">
            Your membership is suspended: your code gives no discount and your rewards cannot be spent. Please contact us.
          </p>
        ) : (
          <p className="mt-2 text-sm">{offerText(data.programme)}</p>
        )}
        <p className="mt-3 text-sm break-all">
          Share link: <span className="font-semibold">{member.shareLink}</span>
        </p>
        <div className="mt-4 flex flex-col gap-2 sm:flex-row">
          <a href={whatsapp} target="_blank" rel="noopener noreferrer" className={buttonClasses({ size: "lg" })}>
            <MessageCircle aria-hidden="true" className="size-5" /> Share on WhatsApp
          </a>
          <Button variant="outline" size="lg" onClick={() => void copy()}>
            {copied ? <Check aria-hidden="true" className="size-5" /> : <Copy aria-hidden="true" className="size-5" />} Copy link
          </Button>
        </div>
      </section>
      <dl className="grid grid-cols-2 gap-3">
        <div className="rounded-xl border border-mustard-100 p-4">
          <dt className="text-sm">Rewards to spend</dt>
          <dd className="text-2xl font-bold text-leaf-800">{formatRupees(data.availablePaise)}</dd>
        </div>
        <div className="rounded-xl border border-mustard-100 p-4">
          <dt className="text-sm">Friends brought</dt>
          <dd className="text-2xl font-bold text-leaf-800">{data.friendsBrought}</dd>
        </div>
      </dl>
      <section aria-labelledby="member-steps-title">
        <h2 id="member-steps-title" className="mb-3 text-lg font-bold text-leaf-800">
          Where you stand
        </h2>
        <MembershipSteps done={[true, true, data.friendsBrought > 0, data.rewards.length > 0]} />
      </section>
      <RewardList rewards={data.rewards} owedPaise={data.owedPaise} />
    </div>
  );
}
