import { Tabs as TabsPrimitive } from "radix-ui";
import type { ReactNode } from "react";

export type TabPanel = { value: string; label: ReactNode; content: ReactNode };

type TabsProps = {
  panels: TabPanel[];
  /** The tab list's accessible name. */
  listLabel?: string;
  className?: string;
  /** Controlled: the open panel's value, with `onValueChange`. */
  value?: string;
  /** Uncontrolled: the panel open at first (the first panel when neither is given). */
  defaultValue?: string;
  onValueChange?: (value: string) => void;
};

/** Only the open panel is rendered, so a panel's queries start when it opens. */
export function Tabs({ panels, listLabel, className, value, defaultValue, onValueChange }: TabsProps) {
  // A value that names no panel opens the first, so the list always has its Tab stop.
  const known = (candidate: string | undefined) => (panels.some((panel) => panel.value === candidate) ? candidate : panels[0]?.value);
  return (
    <TabsPrimitive.Root
      className={className}
      value={value === undefined ? undefined : known(value)}
      defaultValue={value === undefined ? known(defaultValue) : undefined}
      onValueChange={onValueChange}
      activationMode="automatic"
    >
      <TabsPrimitive.List aria-label={listLabel} className="flex w-full flex-wrap rounded-lg bg-mustard-50 p-1">
        {panels.map((panel) => (
          <TabsPrimitive.Trigger
            key={panel.value}
            value={panel.value}
            className="flex-auto rounded-md px-3 py-2 text-sm font-semibold text-earth-900 data-[state=active]:bg-white data-[state=active]:text-leaf-800 data-[state=active]:shadow"
          >
            {panel.label}
          </TabsPrimitive.Trigger>
        ))}
      </TabsPrimitive.List>
      {panels.map((panel) => (
        <TabsPrimitive.Content key={panel.value} value={panel.value} className="mt-4">
          {panel.content}
        </TabsPrimitive.Content>
      ))}
    </TabsPrimitive.Root>
  );
}
