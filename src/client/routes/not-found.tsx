import { useLingui } from "@lingui/react/macro";
import { Link } from "~/client/components/ui/link";
import { msg } from "@lingui/core/macro";
import type { Route } from "./+types/not-found";
import { pageMeta } from "~/client/lib/meta";
import { metaI18n } from "~/client/lib/i18n/page-i18n";
import { paths } from "~/shared/paths";

export const meta = (args: Route.MetaArgs) => {
  const i18n = metaI18n(args);
  return [...pageMeta(i18n._(msg`Page not found`), i18n._(msg`The page you were looking for does not exist.`)), { name: "robots", content: "noindex" }];
};

export default function NotFound() {
  const { t } = useLingui();
  return (
    <section className="mx-auto max-w-xl px-4 py-24 text-center">
      <p className="text-6xl font-bold text-mustard-700">404</p>
      <h1 className="mt-4 text-2xl font-bold text-leaf-800">{t`Oops! Page not found`}</h1>
      <p className="mt-6">
        <Link to={paths.home.getHref()} className="rounded-full bg-leaf-700 px-5 py-2.5 font-medium text-white hover:bg-leaf-800">
          {t`Return to Home`}
        </Link>
      </p>
    </section>
  );
}
