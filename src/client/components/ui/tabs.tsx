import { useId, useRef, useState, type KeyboardEvent, type ReactNode } from "react";

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

/** Which tab a key moves to, as WAI-ARIA's tabs pattern has it; null for any other key. */
function movedTo(key: string, at: number, count: number): number | null {
  if (key === "ArrowRight") return (at + 1) % count;
  if (key === "ArrowLeft") return (at - 1 + count) % count;
  if (key === "Home") return 0;
  if (key === "End") return count - 1;
  return null;
}

/**
 * Tabs from a list: one tab and one panel per entry, in order (WAI-ARIA's tabs pattern, automatic
 * activation). Only the open panel is rendered. The tab list is one stop for Tab; the arrow keys,
 * Home and End move between tabs and open the one they reach. The open panel takes focus from the
 * tab list (Tab), with the shop's focus ring.
 *
 * The shop's own, not Radix's: Radix Tabs sets state from layout effects and a hydration store,
 * which React renders synchronously once a page hydrates, and that pulled the page's whole effect
 * flush into one long task (decision 039).
 */
export function Tabs({ panels, listLabel, className, value, defaultValue, onValueChange }: TabsProps) {
  const baseId = useId();
  const [chosen, setChosen] = useState(defaultValue ?? panels[0]?.value);
  const open = value ?? chosen;
  const tabs = useRef<(HTMLButtonElement | null)[]>([]);
  // A value that names no panel opens the first, so the list always has its Tab stop.
  const openPanel = panels.find((panel) => panel.value === open) ?? panels[0];
  const choose = (next: string) => {
    if (value === undefined) setChosen(next);
    if (next !== openPanel?.value) onValueChange?.(next);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>, at: number) => {
    // Alt+Left is the browser's Back; a modified arrow is never the tab list's.
    if (event.altKey || event.ctrlKey || event.metaKey || event.shiftKey) return;
    const next = movedTo(event.key, at, panels.length);
    if (next === null) return;
    event.preventDefault();
    tabs.current[next]?.focus();
    choose(panels[next]!.value);
  };
  const tabId = (panelValue: string) => `${baseId}-tab-${panelValue}`;
  const panelId = (panelValue: string) => `${baseId}-panel-${panelValue}`;
  return (
    <div className={className}>
      <div role="tablist" aria-label={listLabel} aria-orientation="horizontal" className="inline-flex w-full rounded-lg bg-mustard-50 p-1">
        {panels.map((panel, at) => {
          const selected = panel === openPanel;
          return (
            <button
              key={panel.value}
              ref={(element) => {
                tabs.current[at] = element;
              }}
              type="button"
              role="tab"
              id={tabId(panel.value)}
              aria-selected={selected}
              // Only the open panel is in the document.
              aria-controls={selected ? panelId(panel.value) : undefined}
              data-state={selected ? "active" : "inactive"}
              tabIndex={selected ? 0 : -1}
              onClick={() => choose(panel.value)}
              onKeyDown={(event) => onKeyDown(event, at)}
              className="flex-1 rounded-md px-3 py-2 text-sm font-semibold text-earth-900 data-[state=active]:bg-white data-[state=active]:text-leaf-800 data-[state=active]:shadow"
            >
              {panel.label}
            </button>
          );
        })}
      </div>
      {openPanel && (
        <div key={openPanel.value} role="tabpanel" id={panelId(openPanel.value)} aria-labelledby={tabId(openPanel.value)} tabIndex={0} className="mt-4">
          {openPanel.content}
        </div>
      )}
    </div>
  );
}
