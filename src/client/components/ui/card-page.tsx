import { Trans } from "@lingui/react/macro";
import type { ReactNode } from "react";
import { useSearchParams } from "react-router";
import { cn } from "./cn";

type CardPageProps = { title: string; intro?: ReactNode; centered?: boolean; children: ReactNode };

/** A narrow page of one task (sign in, a link from an e-mail): its title, a line of intro, the task on a card. */
export function CardPage({ title, intro, centered = false, children }: CardPageProps) {
  return (
    <section className="mx-auto max-w-md px-4 py-10">
      <h1 className={cn(centered && "text-center", "text-3xl font-bold text-leaf-800")}>{title}</h1>
      {intro ? <p className={cn("mt-2", centered && "text-center")}>{intro}</p> : null}
      <div className="mt-6 rounded-xl border border-mustard-100 bg-white p-5 shadow-sm sm:p-6">{children}</div>
    </section>
  );
}

/** What a link page without its token says, in the page's language (the layout's words, which every page has). */
function IncompleteLink() {
  return (
    <p role="alert">
      <Trans>This confirmation link is incomplete. Please open the link from the e-mail again.</Trans>
    </p>
  );
}

/** A page opened from a link in an e-mail: its task needs the link's token, and without one it says the link is incomplete. */
export function EmailLinkPage({ title, intro, incomplete = <IncompleteLink />, children }: Omit<CardPageProps, "centered" | "children"> & { incomplete?: ReactNode; children: (token: string) => ReactNode }) {
  const [searchParams] = useSearchParams();
  const token = searchParams.get("token");
  return (
    <CardPage title={title} intro={intro}>
      {token ? children(token) : incomplete}
    </CardPage>
  );
}
