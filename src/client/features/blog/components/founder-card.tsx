import { useLingui } from "@lingui/react/macro";
import type { Founder } from "~/shared/catalog/founders";

export function FounderCard({ founder, headingLevel: Heading = "h3" }: { founder: Founder; headingLevel?: "h2" | "h3" }) {
  const { t, i18n } = useLingui();
  const name = i18n._(founder.name);
  return (
    <article className="h-full rounded-xl border border-mustard-100 bg-white p-5 text-center">
      <img src={founder.image} alt={t`Portrait of ${name}`} width={300} height={300} loading="lazy" decoding="async" className="mx-auto size-32 rounded-full" />
      <Heading className="mt-3 text-lg font-bold">{name}</Heading>
      <p className="text-sm font-semibold text-mustard-700">{i18n._(founder.role)}</p>
      <p className="mt-2 text-sm text-earth-900/80">{i18n._(founder.bio)}</p>
    </article>
  );
}
