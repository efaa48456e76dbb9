import { Tabs as TabsPrimitive } from "radix-ui";
import type { ComponentProps, ReactNode } from "react";
import { cn } from "./cn";

function TabsList({ className, ...props }: ComponentProps<typeof TabsPrimitive.List>) {
  return <TabsPrimitive.List className={cn("inline-flex w-full rounded-lg bg-mustard-50 p-1", className)} {...props} />;
}

function TabsTrigger({ className, ...props }: ComponentProps<typeof TabsPrimitive.Trigger>) {
  return (
    <TabsPrimitive.Trigger
      className={cn(
        "flex-1 rounded-md px-3 py-2 text-sm font-semibold text-earth-900 data-[state=active]:bg-white data-[state=active]:text-leaf-800 data-[state=active]:shadow",
        className,
      )}
      {...props}
    />
  );
}

function TabsContent({ className, ...props }: ComponentProps<typeof TabsPrimitive.Content>) {
  return <TabsPrimitive.Content className={cn("mt-4 focus:outline-none", className)} {...props} />;
}

export type TabPanel = { value: string; label: ReactNode; content: ReactNode };

type TabsProps = ComponentProps<typeof TabsPrimitive.Root> & { panels: TabPanel[]; listLabel?: string };

/** Tabs from a list: one trigger and one panel per entry, in order; controlled or not, as Radix's root. */
export function Tabs({ panels, listLabel, ...root }: TabsProps) {
  return (
    <TabsPrimitive.Root {...root}>
      <TabsList aria-label={listLabel}>
        {panels.map((panel) => (
          <TabsTrigger key={panel.value} value={panel.value}>
            {panel.label}
          </TabsTrigger>
        ))}
      </TabsList>
      {panels.map((panel) => (
        <TabsContent key={panel.value} value={panel.value}>
          {panel.content}
        </TabsContent>
      ))}
    </TabsPrimitive.Root>
  );
}
