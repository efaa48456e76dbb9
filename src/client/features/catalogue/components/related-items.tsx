import type { ReactNode } from "react";
import { Section } from "~/client/components/ui/section";

/** The other items listed under a product's or a bundle's page; nothing when there are none. */
export function RelatedItems<Item extends { id: string }>({ title, items, listClassName, card }: { title: string; items: readonly Item[]; listClassName: string; card: (item: Item) => ReactNode }) {
  if (items.length === 0) return null;
  return (
    <Section id="related" title={title} className="mt-10">
      <ul className={listClassName}>
        {items.map((item) => (
          <li key={item.id}>{card(item)}</li>
        ))}
      </ul>
    </Section>
  );
}
