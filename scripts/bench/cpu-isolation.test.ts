import { describe, expect, it } from "vitest";
import { descendants, rendererCpuPlan, type Process } from "./cpu-isolation";

// What `ps -eo pid=,ppid=,args=` lists while the web bench runs: the bench (100) started the shop's
// server and Chromium, whose zygotes fork the renderers; PostgreSQL (102, with a backend it forked)
// runs on its own, as pg_ctl leaves it.
const listing: Process[] = [
  { pid: 1, ppid: 0, args: "/sbin/init" },
  { pid: 100, ppid: 1, args: "node scripts/bench/index.ts web" },
  { pid: 101, ppid: 100, args: "node --enable-source-maps build-bench/server/index.js" },
  { pid: 102, ppid: 1, args: "postgres -D /tmp/shop-pg" },
  { pid: 103, ppid: 102, args: "postgres: bench shop 127.0.0.1(5000) idle" },
  { pid: 110, ppid: 100, args: "/usr/lib/chromium/chromium --headless=new --no-sandbox" },
  { pid: 111, ppid: 110, args: "/usr/lib/chromium/chromium --type=zygote --no-zygote-sandbox" },
  { pid: 112, ppid: 110, args: "/usr/lib/chromium/chromium --type=zygote" },
  { pid: 113, ppid: 111, args: "/usr/lib/chromium/chromium --type=gpu-process --disable-gpu" },
  { pid: 114, ppid: 112, args: "/usr/lib/chromium/chromium --type=renderer --renderer-client-id=5" },
  { pid: 115, ppid: 110, args: "/usr/lib/chromium/chromium --type=utility --utility-sub-type=network.mojom.NetworkService" },
  { pid: 200, ppid: 1, args: "/usr/lib/chromium/chromium --type=renderer (someone else's)" },
];

describe("rendererCpuPlan (the pages' renderers on a CPU of their own)", () => {
  it("puts Chromium's zygotes and renderers on the last CPU and everything else the bench started on the others", () => {
    const plan = rendererCpuPlan(listing, [100, 102], 110, 2);
    expect(Object.fromEntries(plan!.map(({ pid, cpus }) => [pid, cpus]))).toEqual({
      100: "0", // the bench itself, Lighthouse inside it
      101: "0", // the shop's server
      110: "0", // the browser process
      111: "1",
      112: "1", // the zygotes, so a renderer forked later is on it too
      113: "0", // the GPU process, though a zygote forked it
      114: "1", // the page's renderer
      115: "0", // the network service
      102: "0",
      103: "0", // PostgreSQL, started outside the bench's tree, and its backend
    });
  });

  it("keeps the others as a range on a larger host, leaves processes it did not start alone, and sets nothing apart on one CPU", () => {
    const plan = rendererCpuPlan(listing, [100, 102], 110, 8)!;
    expect(plan.find((entry) => entry.pid === 114)?.cpus).toBe("7");
    expect(plan.find((entry) => entry.pid === 101)?.cpus).toBe("0-6");
    expect(plan.map((entry) => entry.pid)).not.toContain(200);
    expect(plan.map((entry) => entry.pid)).not.toContain(1);
    expect(rendererCpuPlan(listing, [100], 110, 2)!.map((entry) => entry.pid)).not.toContain(102);
    expect(rendererCpuPlan(listing, [100, 102], 110, 1)).toBeUndefined();
  });
});

describe("descendants", () => {
  it("finds a process's children and theirs, and the process itself", () => {
    expect(descendants(listing, 102).map((process) => process.pid)).toEqual([102, 103]);
    expect(descendants(listing, 999)).toEqual([]);
  });
});
