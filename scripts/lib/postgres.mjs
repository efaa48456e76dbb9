// A throwaway PostgreSQL cluster for tests and benchmarks: its own temporary folder, loopback
// only, a free port, started as an unprivileged user (PostgreSQL refuses root), removed on stop.
import { execFileSync, spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, readdirSync, rmSync } from "node:fs";
import { freePort } from "./net.mjs";
import { tmpdir } from "node:os";
import path from "node:path";

const isRoot = process.getuid?.() === 0;

function findBinDir() {
  const base = "/usr/lib/postgresql";
  if (!existsSync(base)) return null;
  const versions = readdirSync(base).filter((v) => existsSync(path.join(base, v, "bin", "initdb"))).sort((a, b) => Number(b) - Number(a));
  return versions.length ? path.join(base, versions[0], "bin") : null;
}

export function ensurePostgresInstalled() {
  let binDir = findBinDir();
  if (binDir) return binDir;
  if (!isRoot) throw new Error("PostgreSQL server binaries not found under /usr/lib/postgresql: install the `postgresql` package.");
  console.log("Installing PostgreSQL from Debian's packages…");
  execFileSync("apt-get", ["update", "-qq"], { stdio: "inherit" });
  execFileSync("apt-get", ["install", "-y", "-qq", "postgresql"], { stdio: "inherit", env: { ...process.env, DEBIAN_FRONTEND: "noninteractive" } });
  binDir = findBinDir();
  if (!binDir) throw new Error("PostgreSQL was installed but initdb was not found.");
  return binDir;
}


function unprivilegedUser() {
  for (const user of ["postgres", "nobody"]) {
    if (spawnSync("id", ["-u", user]).status === 0) return user;
  }
  throw new Error("No unprivileged user (postgres or nobody) to run PostgreSQL as.");
}

/**
 * Starts a cluster; returns its superuser URL and a stop() that removes everything.
 * `durable: false` turns fsync off (tests); benchmarks keep PostgreSQL's defaults.
 */
export async function startPostgres({ durable = false, maxConnections = 200 } = {}) {
  const binDir = ensurePostgresInstalled();
  const dir = mkdtempSync(path.join(tmpdir(), "shop-pg-"));
  const user = isRoot ? unprivilegedUser() : null;
  if (user) execFileSync("chown", [user, dir]);
  const run = (command, args) => {
    const full = path.join(binDir, command);
    const [file, argv] = user ? ["runuser", ["-u", user, "--", full, ...args]] : [full, args];
    execFileSync(file, argv, { stdio: ["ignore", "ignore", "inherit"] });
  };
  const dataDir = path.join(dir, "data");
  run("initdb", ["-D", dataDir, "-U", "shop", "--auth=trust", "-E", "UTF8", "--no-sync"]);
  const port = await freePort();
  const options = [`-p ${port}`, `-k ${dir}`, "-c listen_addresses=127.0.0.1", `-c max_connections=${maxConnections}`];
  if (!durable) options.push("-c fsync=off", "-c synchronous_commit=off", "-c full_page_writes=off");
  const start = () => run("pg_ctl", ["-D", dataDir, "-o", options.join(" "), "-l", path.join(dir, "server.log"), "-w", "start"]);
  start();
  let stopped = false;
  return {
    url: `postgres://shop@127.0.0.1:${port}/postgres`,
    port,
    binDir,
    /**
     * Stops the server as a restart would ("fast": every session is ended mid-query), keeping its
     * data, folder and port, until `resume`: for tests of how the shop rides out an outage.
     */
    halt() {
      run("pg_ctl", ["-D", dataDir, "-m", "fast", "-w", "stop"]);
    },
    /** Starts the halted server again, on the same port with the same data. */
    resume() {
      start();
    },
    stop() {
      if (stopped) return;
      stopped = true;
      try {
        run("pg_ctl", ["-D", dataDir, "-m", "fast", "-w", "stop"]);
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    },
  };
}
