// Follows README's "Run on PostgreSQL and in production" recipe as an operator would, on a fresh
// `git clone` of this repository's last commit against a throwaway PostgreSQL: the recipe's own
// commands, with only their example values (database, secret, public address, port) swapped for
// the throwaway ones. Then: /api/health answers 200, a page and an API call work, and SIGTERM
// stops the server with exit code 0. Run by `npm test`; alone: `node scripts/production-recipe.mjs`.
import { execFileSync, spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { freePort, waitForHealth } from "./lib/net.mjs";
import { startPostgres } from "./lib/postgres.mjs";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");

/** The shell commands of the README's production block, each continued line joined. */
export function recipeCommands(readme) {
  const section = readme.split("## Run on PostgreSQL and in production")[1];
  const block = /```sh\n([\s\S]*?)```/.exec(section ?? "")?.[1];
  if (!block) throw new Error("README has no sh block under 'Run on PostgreSQL and in production'");
  return block
    .replace(/\\\n/g, " ")
    .split("\n")
    .map((line) => line.replace(/\s+#.*$/, "").replace(/\s+/g, " ").trim())
    .filter(Boolean);
}

/** The recipe's example values, swapped for this run's. Fails when the README no longer has one, so the swap never silently misses. */
function withValues(command, values) {
  let result = command;
  for (const [name, value] of Object.entries(values)) {
    const pattern = new RegExp(`\\b${name}=("\\$\\([^)]*\\)"|\\S+)`, "g");
    result = result.replace(pattern, `${name}=${value}`);
  }
  return result;
}

async function main() {
  const commands = recipeCommands(readFileSync(path.join(root, "README.md"), "utf8"));
  const start = commands.at(-1);
  if (!start?.endsWith("node scripts/start.mjs")) throw new Error(`the recipe's last command should start the server: ${start}`);
  const dir = mkdtempSync(path.join(tmpdir(), "shop-recipe-"));
  const postgres = await startPostgres();
  let server;
  try {
    execFileSync("git", ["clone", "--quiet", root, dir], { stdio: "inherit" });
    const port = await freePort();
    const values = {
      DATABASE_URL: postgres.url,
      BETTER_AUTH_SECRET: randomBytes(32).toString("hex"),
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      SMTP_URL: `smtp://127.0.0.1:${await freePort()}`,
      HOST: "127.0.0.1",
      PORT: String(port),
    };
    for (const command of commands.slice(0, -1)) {
      console.log(`$ ${command}`);
      execFileSync("bash", ["-c", withValues(command, values)], { cwd: dir, stdio: "inherit" });
    }
    console.log(`$ ${start}`);
    server = spawn("bash", ["-c", `exec env ${withValues(start, values)}`], { cwd: dir, stdio: ["ignore", "inherit", "inherit"] });
    const exited = new Promise((resolve) => server.on("exit", (code, signal) => resolve({ code, signal })));
    const base = `http://127.0.0.1:${port}`;
    await waitForHealth(`${base}/api/health`, server, 120);
    const page = await fetch(`${base}/shop`);
    const html = await page.text();
    if (page.status !== 200 || !html.includes("<!DOCTYPE html>")) throw new Error(`/shop answered ${page.status}`);
    const products = await fetch(`${base}/api/catalogue/products`);
    const body = await products.json();
    if (products.status !== 200 || !Array.isArray(body.products) || body.products.length === 0) throw new Error(`/api/catalogue/products answered ${products.status}`);
    server.kill("SIGTERM");
    const { code, signal } = await exited;
    if (code !== 0) throw new Error(`after SIGTERM the server exited with ${code ?? signal}, not 0`);
    console.log("The production recipe works on a fresh clone: health, a page and an API call answered, and SIGTERM stopped it cleanly.");
  } finally {
    if (server && server.exitCode === null) server.kill("SIGKILL");
    postgres.stop();
    rmSync(dir, { recursive: true, force: true });
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  main().catch((error) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
}
