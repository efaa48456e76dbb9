// What one first load of a page cost the renderer's main thread at 1×, read from a Chromium trace
// (`devtools.timeline`, `disabled-by-default-devtools.timeline`, `blink`): what `npm run bench:ab` compares.
import { median } from "./stats";

export type TraceEvent = { name: string; ph: string; pid: number; tid: number; ts: number; dur?: number; args?: { beginData?: { url?: string } } };

/** Milliseconds of the main thread: parsing the HTML (inline scripts and style sheet included), style, layout, paint and pre-paint, and every task from the first parse on. */
export type MainThreadFigures = { parseMs: number; styleMs: number; layoutMs: number; paintMs: number; taskMs: number };

export type Spread = { median: number; low: number; high: number };

const ms = (events: TraceEvent[]) => events.reduce((sum, event) => sum + (event.dur ?? 0) / 1000, 0);

/**
 * The figures of the document at `url`, on the thread that parsed it. Throws when nothing parsed it
 * (a redirect, or an address written differently), rather than report zeros.
 */
export function mainThreadFigures(events: TraceEvent[], url: string): MainThreadFigures {
  const parses = events.filter((event) => event.ph === "X" && event.name === "ParseHTML" && event.args?.beginData?.url === url).sort((a, b) => a.ts - b.ts);
  const [first] = parses;
  if (!first) throw new Error(`nothing parsed ${url} in the trace: did it redirect?`);
  const main = events.filter((event) => event.ph === "X" && event.pid === first.pid && event.tid === first.tid);
  const named = (...names: string[]) => main.filter((event) => names.includes(event.name));
  const allTasks = named("RunTask", "ThreadControllerImpl::RunTask");
  const within = (outer: TraceEvent, inner: TraceEvent) => outer !== inner && inner.ts >= outer.ts && inner.ts + (inner.dur ?? 0) <= outer.ts + (outer.dur ?? 0);
  const tasks = allTasks.filter((task) => task.ts + (task.dur ?? 0) >= first.ts && !allTasks.some((outer) => within(outer, task)));
  return {
    parseMs: ms(parses),
    styleMs: ms(named("UpdateLayoutTree")),
    layoutMs: ms(named("Layout")),
    paintMs: ms(named("Paint", "PrePaint")),
    taskMs: ms(tasks),
  };
}

/** Each figure's median over the loads, and its lowest and highest. */
export function summarise(loads: MainThreadFigures[]): Record<keyof MainThreadFigures, Spread> {
  const spread = (values: number[]) => ({ median: median(values), low: Math.min(...values), high: Math.max(...values) });
  return Object.fromEntries(Object.keys(loads[0] ?? {}).map((key) => [key, spread(loads.map((load) => load[key as keyof MainThreadFigures]))])) as Record<keyof MainThreadFigures, Spread>;
}
