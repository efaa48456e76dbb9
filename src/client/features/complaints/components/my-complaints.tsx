import { useLingui } from "@lingui/react/macro";
import { Link } from "~/client/components/ui/link";
import { LoadFailedPanel, LoadingPanel } from "~/client/components/ui/list-states";
import { paths } from "~/shared/paths";
import { useMyComplaints } from "../api/complaints";
import { ComplaintTicket } from "./complaint-ticket";

/** The signed-in shopper's tickets, newest first, each with its replies. */
export function MyComplaints() {
  const { t } = useLingui();
  const complaints = useMyComplaints();
  if (complaints.isPending) return <LoadingPanel label={t`Loading your complaints`} rows={1} rowClassName="h-32" />;
  if (complaints.isError) return <LoadFailedPanel message={t`We could not load your complaints just now.`} onRetry={() => void complaints.refetch()} />;
  return (
    <div className="mt-6 space-y-4">
      {complaints.data.length === 0 ? (
        <p className="rounded-xl bg-mustard-50 p-6 text-center">{t`You have not raised a complaint.`}</p>
      ) : (
        complaints.data.map((complaint) => <ComplaintTicket key={complaint.id} complaint={complaint} />)
      )}
      <p>
        <Link to={paths.complaints.getHref()} className="font-semibold text-leaf-700 underline">
          {t`Raise a complaint`}
        </Link>
      </p>
    </div>
  );
}
