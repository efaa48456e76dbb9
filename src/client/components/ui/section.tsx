import type { ReactNode } from "react";

type SectionProps = {
  /** Prefix of the heading's id ("founders" → "founders-heading"), which names the section. */
  id: string;
  title: ReactNode;
  className?: string;
  titleClassName?: string;
  children?: ReactNode;
};

/** A section named by its h2 (aria-labelledby), so assistive technology lists it as a region with that name. */
export function Section({ id, title, className, titleClassName = "text-2xl font-bold text-leaf-800", children }: SectionProps) {
  const headingId = `${id}-heading`;
  return (
    <section aria-labelledby={headingId} className={className}>
      <h2 id={headingId} className={titleClassName}>
        {title}
      </h2>
      {children}
    </section>
  );
}
