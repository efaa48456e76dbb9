// Browser tests drive Debian's Chromium: Playwright's own browser download cannot reach its host here.
import { execFileSync } from "node:child_process";
import { existsSync } from "node:fs";

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";

export function ensureChromiumInstalled() {
  if (existsSync(CHROMIUM_PATH)) return CHROMIUM_PATH;
  if (process.getuid?.() !== 0) throw new Error(`Chromium not found at ${CHROMIUM_PATH}: install Debian's \`chromium\` package or set CHROMIUM_PATH.`);
  console.log("Installing Chromium from Debian's packages…");
  execFileSync("apt-get", ["update", "-qq"], { stdio: "inherit" });
  execFileSync("apt-get", ["install", "-y", "-qq", "chromium"], { stdio: "inherit", env: { ...process.env, DEBIAN_FRONTEND: "noninteractive" } });
  return CHROMIUM_PATH;
}
