import { describe, expect, it } from "vitest";
import { constantSecurityHeaders, contentSecurityPolicy } from "../../src/server/http/security";
import { cpuSlowdownFor, cpuSlowdownRangeFor, startEmptyPage, withoutRendererStart } from "./web";

describe("cpuSlowdownFor (Lighthouse's CPU throttling calculator)", () => {
  it("gives the preset's 4× to the host it was meant for, and less to a slower one", () => {
    expect(cpuSlowdownFor(1533)).toBeCloseTo(4, 2);
    expect(cpuSlowdownFor(1300)).toBe(3);
    expect(cpuSlowdownFor(800)).toBe(2);
    expect(cpuSlowdownFor(1050)).toBe(2.5);
    expect(cpuSlowdownFor(150)).toBe(1);
  });

  it("slows a faster host more, and never speeds a very slow one up", () => {
    expect(cpuSlowdownFor(2000)).toBeCloseTo(6, 1);
    expect(cpuSlowdownFor(100)).toBe(1);
  });
});

describe("cpuSlowdownRangeFor (the calculator's range for that slowdown)", () => {
  it("is 0.5 wide below an index of 800 and 1.5 wide up to 1,300, around the slowdown", () => {
    expect(cpuSlowdownRangeFor(475)).toEqual([1.25, 1.75]);
    expect(cpuSlowdownRangeFor(1050)).toEqual([1.75, 3.25]);
  });

  it("widens with the distance above the calculator's calibration points", () => {
    const [low, high] = cpuSlowdownRangeFor(2800);
    expect(cpuSlowdownFor(2800)).toBeCloseTo(9.44, 2);
    expect(low).toBeCloseTo(6.22, 2);
    expect(high).toBeCloseTo(12.66, 2);
  });

  it("never goes below 1×", () => {
    expect(cpuSlowdownRangeFor(150)[0]).toBe(1);
  });
});

describe("the empty page (what any page of the shop costs the browser)", () => {
  it("is sent with every header the shop sends on a page, the opener policy among them", async () => {
    const emptyPage = await startEmptyPage();
    try {
      const response = await fetch(`${emptyPage.origin}/`);
      expect(response.status).toBe(200);
      expect(response.headers.get("content-type")).toBe("text/html; charset=UTF-8");
      expect(response.headers.get("content-security-policy")).toBe(contentSecurityPolicy());
      for (const [name, value] of constantSecurityHeaders({ https: false })) expect(response.headers.get(name)).toBe(value);
      expect(response.headers.get("cross-origin-opener-policy")).toBe("same-origin");
      expect(await response.text()).not.toMatch(/<script|<link/);
    } finally {
      await emptyPage.close();
    }
  });
});

describe("withoutRendererStart (the page's own work in a recorded load)", () => {
  const MAIN = { pid: 7, tid: 1 };
  const PAGE = { frame: "PAGE" };
  const task = (ts: number, dur: number, where = MAIN) => ({ name: "RunTask", ph: "X", ...where, ts, dur });
  const event = (name: string, ts: number, dur: number, where = MAIN) => ({ name, ph: "X", ...where, ts, dur });
  const mark = (name: string, ts: number, frame: string) => ({ name, ph: "R", ...MAIN, ts, args: { frame } });
  const load = () => ({
    traceEvents: [
      task(1_000, 4_000), // about:blank's, in the same frame, on the same thread
      event("DocumentLoader::CommitNavigation", 1_100, 3_000),
      mark("commitNavigationEnd", 4_000, "PAGE"),
      task(10_000, 30_000), // the page's
      mark("navigationStart", 10_050, "PAGE"),
      event("DocumentLoader::CommitNavigation", 10_100, 29_000),
      event("LocalWindowProxy::Initialize", 12_000, 15_000),
      { name: "V8.DeserializeContext", ph: "B", ...MAIN, ts: 13_000 },
      { name: "V8.DeserializeContext", ph: "E", ...MAIN, ts: 14_000 },
      mark("commitNavigationEnd", 38_000, "PAGE"),
      { name: "DocumentLoader::CommitNavigation", ph: "s", ...MAIN, ts: 10_100 }, // its flow event
      task(50_000, 20_000), // an SVG image's document: its own frame, the page's work
      event("DocumentLoader::CommitNavigation", 50_100, 5_000),
      mark("commitNavigationEnd", 55_000, "SVG"),
      event("ParseHTML", 55_100, 14_000),
      { name: "firstContentfulPaint", ph: "R", ...MAIN, ts: 75_000, args: PAGE },
      task(80_000, 12_000),
      event("DocumentLoader::CommitNavigation", 80_100, 1_000), // after first paint
      mark("commitNavigationEnd", 81_000, "PAGE"),
      task(10_000, 30_000, { pid: 9, tid: 1 }), // another process's task at the same moment
    ],
  });

  it("takes out the task that committed first paint's frame, last before first paint, with every slice inside it, and nothing else", () => {
    const { trace, removedMs } = withoutRendererStart(load());
    expect(removedMs).toBe(30);
    const left = trace.traceEvents.map((e) => `${e.name}@${e.ts}${e.pid === 9 ? " (pid 9)" : ""}${e.ph === "s" ? " (flow)" : ""}`);
    expect(left).toEqual([
      "RunTask@1000",
      "DocumentLoader::CommitNavigation@1100",
      "commitNavigationEnd@4000",
      "navigationStart@10050",
      "commitNavigationEnd@38000",
      "DocumentLoader::CommitNavigation@10100 (flow)",
      "RunTask@50000",
      "DocumentLoader::CommitNavigation@50100",
      "commitNavigationEnd@55000",
      "ParseHTML@55100",
      "firstContentfulPaint@75000",
      "RunTask@80000",
      "DocumentLoader::CommitNavigation@80100",
      "commitNavigationEnd@81000",
      "RunTask@10000 (pid 9)",
    ]);
  });

  it("refuses a load whose page commit has no CommitNavigation slice (a Chromium that renamed it), and one with no first paint", () => {
    const renamed = load();
    renamed.traceEvents = renamed.traceEvents.map((e) => (e.ts === 10_100 && e.ph === "X" ? { ...e, name: "DocumentLoader::CommitNavigationRenamed" } : e));
    expect(() => withoutRendererStart(renamed)).toThrow(/no navigation commit before first paint/);
    const unpainted = load();
    unpainted.traceEvents = unpainted.traceEvents.filter((e) => e.name !== "firstContentfulPaint");
    expect(() => withoutRendererStart(unpainted)).toThrow(/no navigation commit before first paint/);
  });

  it("reads the trace by time, and takes the outermost task when one is nested in another", () => {
    const trace = load();
    const nested = { name: "RunTask", ph: "X", ...MAIN, ts: 10_000, dur: 29_500 };
    trace.traceEvents = [nested, ...trace.traceEvents.reverse()]; // the file's order says nothing; the inner task comes first
    const { trace: left, removedMs } = withoutRendererStart(trace);
    expect(removedMs).toBe(30);
    expect(left.traceEvents.filter((e) => e.name === "RunTask" && e.pid === 7).map((e) => e.ts)).toEqual([80_000, 50_000, 1_000]);
  });

  it("returns the load as it is when the commit ran before the renderer's tracing started (recorded in no task: Lighthouse counts none)", () => {
    const trace = load();
    trace.traceEvents = trace.traceEvents.filter((e) => !(e.name === "RunTask" && e.ts === 10_000 && e.pid === 7));
    const { trace: left, removedMs } = withoutRendererStart(trace);
    expect(removedMs).toBe(0);
    expect(left.traceEvents).toEqual(trace.traceEvents);
    // Lighthouse's other names for a task count as one.
    const renamedTask = load();
    renamedTask.traceEvents = renamedTask.traceEvents.map((e) => (e.name === "RunTask" && e.ts === 10_000 && e.pid === 7 ? { ...e, name: "ThreadControllerImpl::RunTask" } : e));
    expect(withoutRendererStart(renamedTask).removedMs).toBe(30);
  });

  it("refuses a load with no commit of the page before first paint rather than call all of it the page's own", () => {
    const trace = load();
    trace.traceEvents = trace.traceEvents.filter((e) => e.ts >= 50_000);
    expect(() => withoutRendererStart(trace, "http://shop/cart")).toThrow(/no navigation commit before first paint in the recorded load of http:\/\/shop\/cart/);
  });
});
