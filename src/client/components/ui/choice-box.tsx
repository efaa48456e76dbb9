import type { ReactNode } from "react";
import { cn } from "./cn";
import { Section } from "./section";

/** A box of the checkout that asks a choice: its heading, an icon before the words, then the choice. */
export function ChoiceBox({ id, icon, title, className, children }: { id: string; icon: ReactNode; title: string; className: string; children: ReactNode }) {
  return (
    <Section
      id={id}
      title={
        <>
          {icon}
          {title}
        </>
      }
      className={className}
      titleClassName="flex items-center gap-2 text-xl font-bold text-leaf-800"
    >
      {children}
    </Section>
  );
}

/** A checkbox with its words beside it, the whole line pressable; `onChange` is told whether it is now ticked. */
export function CheckboxLine({ checked, onChange, className, children }: { checked: boolean; onChange: (checked: boolean) => void; className?: string; children: ReactNode }) {
  return (
    <label className={cn(className, "flex cursor-pointer items-start gap-3 font-medium")}>
      <input type="checkbox" checked={checked} onChange={(event) => onChange(event.target.checked)} className="mt-1 size-4 accent-leaf-700" />
      <span>{children}</span>
    </label>
  );
}
