// What one first load of a page cost the renderer's main thread at 1×, read from a Chromium trace
// (`devtools.timeline`, `disabled-by-default-devtools.timeline` for its tasks, and `blink`): the
// figures `npm run bench:ab` compares between two builds.
import { median } from "./stats";

export type TraceEvent = { name: string; ph: string; pid: number; tid: number; ts: number; dur?: number; args?: { beginData?: { url?: string } } };

export type MainThreadFigures = {
  /** Parsing the document's HTML (its inline scripts and style sheet included), all slices. */
  parseMs: number;
  /** In how many slices it was parsed (one under 0.1 ms only ends parsing and is not counted). */
  parseSlices: number;
  /** Style recalculation (`UpdateLayoutTree`), all of it. */
  styleMs: number;
  layoutMs: number;
  /** The longest single layout: on the shop's pages, the first layout of the whole page. */
  largestLayoutMs: number;
  /** Paint and pre-paint. */
  paintMs: number;
  /** Every task of the main thread from the document's first parse on (nested tasks counted once). */
  taskMs: number;
  /** Tasks of 10 ms or more: Lighthouse's simulation keeps these and drops shorter ones. */
  tasksOf10MsOrMore: number;
  /** Their time. */
  tasksOf10MsOrMoreMs: number;
};

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
  const layouts = named("Layout");
  const allTasks = named("RunTask", "ThreadControllerImpl::RunTask");
  const within = (outer: TraceEvent, inner: TraceEvent) => outer !== inner && inner.ts >= outer.ts && inner.ts + (inner.dur ?? 0) <= outer.ts + (outer.dur ?? 0);
  const tasks = allTasks.filter((task) => task.ts + (task.dur ?? 0) >= first.ts && !allTasks.some((outer) => within(outer, task)));
  const long = tasks.filter((task) => (task.dur ?? 0) >= 10_000);
  return {
    parseMs: ms(parses),
    parseSlices: parses.filter((event) => (event.dur ?? 0) >= 100).length,
    styleMs: ms(named("UpdateLayoutTree")),
    layoutMs: ms(layouts),
    largestLayoutMs: Math.max(0, ...layouts.map((event) => (event.dur ?? 0) / 1000)),
    paintMs: ms(named("Paint", "PrePaint")),
    taskMs: ms(tasks),
    tasksOf10MsOrMore: long.length,
    tasksOf10MsOrMoreMs: ms(long),
  };
}

/** Each figure's median over the loads, and its lowest and highest. */
export function summarise(loads: MainThreadFigures[]): Record<keyof MainThreadFigures, Spread> {
  const keys = Object.keys(loads[0] ?? {}) as (keyof MainThreadFigures)[];
  return Object.fromEntries(
    keys.map((key) => {
      const values = loads.map((load) => load[key]);
      return [key, { median: median(values), low: Math.min(...values), high: Math.max(...values) }];
    }),
  ) as Record<keyof MainThreadFigures, Spread>;
}
