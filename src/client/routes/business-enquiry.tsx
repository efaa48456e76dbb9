import { msg } from "@lingui/core/macro";
import { useLingui } from "@lingui/react/macro";
import type { Route } from "./+types/business-enquiry";
import { pageMeta } from "~/client/lib/meta";
import { BusinessEnquiryForm } from "~/client/features/enquiry/components/business-enquiry-form";
import { messagesLoader } from "~/client/lib/i18n/catalogs.server";
import { metaI18n } from "~/client/lib/i18n/page-i18n";

export const loader = messagesLoader(["pages/business-enquiry", "enquiry"]);

export const meta = (args: Route.MetaArgs) => {
  const i18n = metaI18n(args);
  return pageMeta(
    i18n._(msg`Business Enquiry`),
    i18n._(msg`Bulk orders and white labelling of cold-pressed mustard oil, organic dals and grains for shops, restaurants and brands.`),
  );
};

export default function Page() {
  const { t } = useLingui();
  return (
    <div className="mx-auto max-w-3xl px-4 py-10">
      <h1 className="text-3xl font-bold text-leaf-800">{t`Business Enquiry`}</h1>
      <p className="mt-3 text-earth-900/90">
        {t`Shops, restaurants, caterers and brands: we supply mustard oil, dals and grains in bulk and under your own label. Tell us what you need and we will reply on WhatsApp with prices and lead times.`}
      </p>
      <div className="mt-8 rounded-2xl border border-mustard-100 p-5 sm:p-6">
        <BusinessEnquiryForm />
      </div>
    </div>
  );
}
