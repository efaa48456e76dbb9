import type { ReactNode } from "react";
import { Section } from "~/client/components/ui/section";

/** A white panel of a back-office page, named by its heading; `tight` keeps the heading close to content that opens with its own spacing. */
export function PanelSection({ id, title, tight = false, children }: { id: string; title: string; tight?: boolean; children: ReactNode }) {
  return (
    <Section id={id} title={title} className="rounded-lg border border-earth-900/15 bg-white p-4" titleClassName={tight ? "mb-1 font-bold" : "mb-3 font-bold"}>
      {children}
    </Section>
  );
}
