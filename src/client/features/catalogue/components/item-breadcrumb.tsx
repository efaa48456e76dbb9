import { useLingui } from "@lingui/react/macro";
import { Link } from "~/client/components/ui/link";

/** A product or bundle page's way back: its list page, then the item itself. */
export function ItemBreadcrumb({ parent, current }: { parent: { href: string; label: string }; current: string }) {
  const { t } = useLingui();
  return (
    <nav aria-label={t`Breadcrumb`} className="text-sm">
      <ol className="flex flex-wrap gap-1 text-earth-900/80">
        <li>
          <Link to={parent.href} className="text-leaf-700 underline underline-offset-2">
            {parent.label}
          </Link>
          <span aria-hidden="true"> /</span>
        </li>
        <li aria-current="page">{current}</li>
      </ol>
    </nav>
  );
}
