import { expect, it } from "vitest";
import { mainThreadFigures, summarise, type TraceEvent } from "./main-thread-figures";
import { median } from "./stats";

const url = "http://127.0.0.1:4000/";
const main = { pid: 7, tid: 1 };
// Times in microseconds, as Chromium writes them.
const task = (ts: number, dur: number): TraceEvent => ({ name: "RunTask", ph: "X", ...main, ts, dur });
const slice = (name: string, ts: number, dur: number, extra: Partial<TraceEvent> = {}): TraceEvent => ({ name, ph: "X", ...main, ts, dur, ...extra });
const parse = (ts: number, dur: number, of = url) => slice("ParseHTML", ts, dur, { args: { beginData: { url: of } } });

const trace: TraceEvent[] = [
  // Before the document: the navigation's own tasks are not the page's.
  task(0, 30_000),
  // The first parse, cut after its slice, with the style sheet's recalculation in it.
  task(100_000, 14_000),
  parse(100_000, 10_000),
  slice("UpdateLayoutTree", 110_000, 3_000),
  // A task nested in another is counted once.
  task(120_000, 45_000),
  task(121_000, 5_000),
  slice("Layout", 122_000, 40_000),
  // The rest of the parse, a short task, and an SVG image's document parsed on the same thread.
  task(200_000, 9_000),
  parse(200_000, 6_000),
  parse(205_000, 50),
  slice("Paint", 206_000, 2_000),
  slice("PrePaint", 208_000, 500),
  parse(210_000, 3_000, "http://127.0.0.1:4000/images/oil.svg"),
  // Another process's work is not the page's.
  { name: "Layout", ph: "X", pid: 8, tid: 1, ts: 150_000, dur: 90_000 },
];

it("mainThreadFigures reads the document's parse, style, layout, paint and tasks on the thread that parsed it", () => {
  expect(mainThreadFigures(trace, url)).toEqual({ parseMs: 16.05, styleMs: 3, layoutMs: 40, paintMs: 2.5, taskMs: 14 + 45 + 9 });
  // Rather than report zeros for a page that redirected.
  expect(() => mainThreadFigures(trace, "http://127.0.0.1:4000/shop")).toThrow(/nothing parsed/);
});

it("summarise gives each figure's median, lowest and highest over the loads", () => {
  const one = mainThreadFigures(trace, url);
  const summary = summarise([one, { ...one, layoutMs: 10 }, { ...one, layoutMs: 70 }]);
  expect(summary.layoutMs).toEqual({ median: 40, low: 10, high: 70 });
  expect(summary.paintMs).toEqual({ median: 2.5, low: 2.5, high: 2.5 });
});

it("median is the middle of an odd count, the upper middle of an even one, whatever the order, and leaves its input as it was", () => {
  const loads = [250, 11, 45, 14, 91, 10, 126];
  expect(median(loads)).toBe(45);
  expect(loads).toEqual([250, 11, 45, 14, 91, 10, 126]);
  expect(median([36, 46, 61, 112, 212, 307])).toBe(112);
});
