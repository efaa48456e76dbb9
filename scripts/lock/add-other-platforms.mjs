// Adds to package-lock.json the other platforms' builds of the native packages (Rollup, Tailwind's
// oxide) that `npm install` leaves out when the registry it runs against serves only this
// machine's build: without them `npm ci` refuses the lock ("Missing: … from lock file"). Each
// entry carries its os/cpu/libc, so npm ci skips it on every other machine and, on the machine it
// is for, fetches it by name and version. Run after `npm install` changes the lock:
//   node scripts/lock/add-other-platforms.mjs
import { readFileSync, writeFileSync } from "node:fs";

const LOCK = new URL("../../package-lock.json", import.meta.url);
const lock = JSON.parse(readFileSync(LOCK, "utf8"));

/** os, cpu and libc from a platform package's name, e.g. "linux-arm64-musl", "win32-x64-msvc". */
function platformOf(name) {
  const suffix = name.replace(/^@rollup\/rollup-|^@tailwindcss\/oxide-/, "");
  if (suffix === "wasm32-wasi") return { cpu: ["wasm32"] };
  const [os, arch, abi] = suffix.split("-");
  const cpu = { arm: "arm", arm64: "arm64", x64: "x64", ia32: "ia32", loong64: "loong64", ppc64: "ppc64", riscv64: "riscv64", s390x: "s390x" }[arch];
  if (!os || !cpu) throw new Error(`unknown platform package: ${name}`);
  const entry = { os: [os], cpu: [cpu] };
  if (os === "linux") entry.libc = [abi?.startsWith("musl") ? "musl" : "glibc"];
  return entry;
}

const platformPackage = /^(@rollup\/rollup-|@tailwindcss\/oxide-)/;
let added = 0;
for (const [where, entry] of Object.entries(lock.packages)) {
  for (const [name, version] of Object.entries(entry.optionalDependencies ?? {})) {
    if (!platformPackage.test(name)) continue;
    const hoisted = `node_modules/${name}`;
    if (lock.packages[hoisted] || lock.packages[`${where}/${hoisted}`]) continue;
    lock.packages[hoisted] = { version, ...(entry.dev ? { dev: true } : {}), optional: true, ...platformOf(name) };
    added += 1;
  }
}
lock.packages = Object.fromEntries(Object.entries(lock.packages).sort(([a], [b]) => (a === "" ? -1 : b === "" ? 1 : a.localeCompare(b))));
writeFileSync(LOCK, `${JSON.stringify(lock, null, 2)}\n`);
console.log(`package-lock.json: ${added} entries for other platforms added`);
