import { execFileSync } from "node:child_process";
import os from "node:os";

// The web bench's pages run on a CPU of their own (decision 037, third addendum). Lighthouse
// multiplies each main-thread task it records by the CPU slowdown; on a 2-core host the renderer
// shares the cores with the shop's server answering it, PostgreSQL, Lighthouse itself and the
// browser's other processes, and a task stretched by them reads 9 times longer. So during the web
// part, Chromium's zygotes, which fork every renderer, and the renderers are on the last CPU, and
// everything else the bench started is on the others. Linux only (taskset, from util-linux).

export type Process = { pid: number; ppid: number; args: string };
export type CpuPlan = { pid: number; cpus: string }[];

/** `root` and every process descended from it. */
export function descendants(all: Process[], root: number): Process[] {
  const found = all.filter((process) => process.pid === root);
  for (let index = 0; index < found.length; index += 1) found.push(...all.filter((process) => process.ppid === found[index]!.pid));
  return found;
}

/**
 * Where each process of the bench goes: Chromium's zygotes and renderers under `chromePid` on the
 * last of `cpuCount` CPUs, every other process under `roots` (the bench, and a server it started
 * that left its tree, as pg_ctl's PostgreSQL does) on the rest, the browser's other processes
 * among them. Undefined on a single CPU, where nothing can be set apart.
 */
export function rendererCpuPlan(all: Process[], roots: number[], chromePid: number, cpuCount: number): CpuPlan | undefined {
  if (cpuCount < 2) return undefined;
  const last = String(cpuCount - 1);
  const rest = cpuCount === 2 ? "0" : `0-${cpuCount - 2}`;
  // The zygotes too: a renderer started later is forked from one and keeps its CPUs.
  const pageSide = new Set(
    descendants(all, chromePid)
      .filter((process) => /--type=(zygote|renderer)\b/.test(process.args))
      .map((process) => process.pid),
  );
  return roots.flatMap((root) => descendants(all, root)).map((process) => ({ pid: process.pid, cpus: pageSide.has(process.pid) ? last : rest }));
}

function processes(): Process[] {
  return execFileSync("ps", ["-eo", "pid=,ppid=,args="], { encoding: "utf8" })
    .split("\n")
    .map((line) => line.trim().match(/^(\d+)\s+(\d+)\s+(.*)$/))
    .filter((match) => match !== null)
    .map(([, pid, ppid, args]) => ({ pid: Number(pid), ppid: Number(ppid), args: args! }));
}

/** Sets each process's CPUs (-a: every thread of it); a process that ended since `ps` is passed over. Throws when taskset is missing. */
function apply(plan: CpuPlan) {
  for (const { pid, cpus } of plan) {
    try {
      execFileSync("taskset", ["-a", "-p", "-c", cpus, String(pid)], { stdio: "ignore" });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === "ENOENT") throw error;
    }
  }
}

/**
 * Sets the renderers of the Chromium at `chromePid` apart on the last CPU, and the rest of this
 * process's tree (the shop's server, the browser's other processes) and of `companions` (PostgreSQL)
 * on the others. Returns what it did, for the report, and a `restore` giving every CPU back to
 * them; undefined when it cannot (not Linux, one CPU, no taskset).
 */
export function isolateRenderers(chromePid: number, companions: number[] = []): { rendererCpu: string; restore: () => void } | undefined {
  const cpuCount = os.availableParallelism();
  if (process.platform !== "linux") return undefined;
  const roots = [process.pid, ...companions];
  const plan = rendererCpuPlan(processes(), roots, chromePid, cpuCount);
  if (!plan) return undefined;
  try {
    apply(plan);
  } catch {
    return undefined;
  }
  const all = `0-${cpuCount - 1}`;
  return {
    rendererCpu: `CPU ${cpuCount - 1} of ${cpuCount}`,
    restore: () => {
      const now = processes();
      apply(roots.flatMap((root) => descendants(now, root)).map(({ pid }) => ({ pid, cpus: all })));
    },
  };
}
