import { Trans } from "@lingui/react/macro";
import { Link } from "~/client/components/ui/link";
import { registeredAddressText, seller } from "~/shared/brand";
import { paths } from "~/shared/paths";

// The seller's legal face, as Indian e-commerce rules want it shown.

const link = "underline underline-offset-2 hover:no-underline";

/** The grievance officer's e-mail (mailto) and phone (tel) links. */
export function GrievanceOfficerLinks({ separator = " · " }: { separator?: string }) {
  const officer = seller.grievanceOfficer;
  return (
    <>
      <a href={`mailto:${officer.email}`} className={link}>
        {officer.email}
      </a>
      {separator}
      <a href={officer.phoneHref} className={`${link} whitespace-nowrap`}>
        {officer.phoneDisplay}
      </a>
    </>
  );
}

/** The footer's small print: compact lines that wrap on a 375 px phone. */
export function SellerSmallPrint() {
  const { legalName, gstin, fssaiLicence } = seller;
  const address = registeredAddressText();
  const officer = seller.grievanceOfficer.name;
  return (
    <address className="mx-auto max-w-7xl space-y-1 px-4 py-4 text-xs leading-relaxed text-mustard-100 not-italic">
      <p>
        <Trans>
          <span className="font-semibold text-mustard-50">{legalName}</span>, registered office: {address}
        </Trans>
      </p>
      <p>
        <Trans>
          GSTIN <span className="break-all">{gstin}</span> · FSSAI licence no. {fssaiLicence}
        </Trans>
      </p>
      <p>
        <Trans>
          Grievance officer: {officer} · <GrievanceOfficerLinks /> · owns every complaint ticket:{" "}
          <Link to={paths.complaints.getHref()} className={link}>
            Raise a complaint
          </Link>
        </Trans>
      </p>
    </address>
  );
}
