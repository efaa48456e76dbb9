import { useLingui } from "@lingui/react/macro";
import type { ComponentProps, ReactNode } from "react";
import { Button, buttonClasses } from "./button";
import { Link } from "./link";

// The three states a signed-in list page shows before its items: loading, failed, empty.

export type SkeletonLayout = {
  /** Placeholder rows, each about the height of the line, card or address it stands for. */
  rows?: number;
  rowClassName?: string;
  /** A summary box beside the rows on wide screens (below them on phones), as the cart and checkout have. */
  aside?: boolean;
};

/** Grey blocks shaped like the coming data (so little moves) and a status saying what is loading. */
export function LoadingPanel({ label, rows = 1, rowClassName = "h-40", aside = false }: { label: string } & SkeletonLayout) {
  return (
    <div role="status" className="mt-6" data-testid="loading-skeleton">
      <span className="sr-only">{label}</span>
      <div aria-hidden="true" className={aside ? "grid gap-6 lg:grid-cols-[1fr_22rem] lg:items-start" : undefined}>
        <div className="space-y-3">
          {Array.from({ length: rows }, (_, index) => (
            <div key={index} className={`animate-pulse rounded-xl bg-mustard-50 motion-reduce:animate-none ${rowClassName}`} />
          ))}
        </div>
        {aside && <div className="h-64 animate-pulse rounded-xl bg-mustard-50 motion-reduce:animate-none" />}
      </div>
    </div>
  );
}

/** A load failure the shopper can retry, instead of a misleading empty state: `message` is the whole sentence, "We could not load your cart just now." */
export function LoadFailedPanel({ message, onRetry }: { message: string; onRetry: () => void }) {
  const { t } = useLingui();
  return (
    <div className="mt-6 rounded-xl bg-mustard-50 p-6 text-center">
      <p>{message}</p>
      <Button variant="outline" className="mt-3" onClick={onRetry}>
        {t`Try again`}
      </Button>
    </div>
  );
}

export function EmptyPanel({ icon, title, action }: { icon: ReactNode; title: string; action: { to: string; label: string } }) {
  return (
    <div className="mt-6 flex flex-col items-center gap-4 rounded-xl bg-mustard-50 px-4 py-12 text-center">
      {icon}
      <p className="text-xl font-semibold">{title}</p>
      <Link to={action.to} className={buttonClasses({ size: "lg" })}>
        {action.label}
      </Link>
    </div>
  );
}

type ListQuery<T> = { isPending: boolean; isError: boolean; data: T | undefined; refetch: () => unknown };

type ListStatesProps<T> = {
  query: ListQuery<T>;
  /** Whole sentences in the page's language: "Loading your cart", "We could not load your cart just now." */
  loading: string;
  failed: string;
  isEmpty: (data: T) => boolean;
  empty: ComponentProps<typeof EmptyPanel>;
  children: (data: T) => ReactNode;
  /** The loading skeleton's shape (one tall block by default). */
  skeleton?: SkeletonLayout;
};

/** A signed-in list page's body: loading, failed with a retry, empty, or the list itself. */
export function ListStates<T>({ query, loading, failed, isEmpty, empty, children, skeleton }: ListStatesProps<T>) {
  if (query.isPending) return <LoadingPanel label={loading} {...skeleton} />;
  if (query.isError || query.data === undefined) return <LoadFailedPanel message={failed} onRetry={() => void query.refetch()} />;
  if (isEmpty(query.data)) return <EmptyPanel {...empty} />;
  return <>{children(query.data)}</>;
}
