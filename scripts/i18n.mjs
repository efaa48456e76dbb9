// `npm run i18n`: the message catalogues (src/locales) from the code's `<Trans>`, `t` and `msg`:
// extracts new English messages into every language's .po file, then compiles each .po into the
// .ts module the server reads (docs/decisions/070-lingui-messages-in-loader-data.md).
// `--check` (run by `npm test`) also fails when a Hindi message is missing, or when the committed
// catalogues differ from what the code says, having updated them for review.
//   node scripts/i18n.mjs [--check]
import { spawnSync } from "node:child_process";
import path from "node:path";
import { fileURLToPath } from "node:url";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const check = process.argv.includes("--check");
const lingui = path.join(root, "node_modules", ".bin", "lingui");

function run(command, args) {
  const result = spawnSync(command, args, { cwd: root, stdio: ["ignore", "pipe", "inherit"], encoding: "utf8" });
  if (result.status !== 0) {
    process.stdout.write(result.stdout ?? "");
    process.exit(result.status ?? 1);
  }
  return result.stdout;
}

// A catalogue the first pass creates gets the rest of its header on the next: two passes leave nothing for a third.
run(lingui, ["extract", "--clean", "--workers", "1"]);
run(lingui, ["extract", "--workers", "1"]);
run(lingui, ["compile", "--typescript", "--namespace", "es", "--workers", "1", ...(check ? ["--strict"] : [])]);

if (check) {
  // Against what git holds (staged or committed): files the run rewrote, or wrote new.
  const git = (args) => spawnSync("git", args, { cwd: root, encoding: "utf8" });
  const rewritten = git(["diff", "--name-only", "--", "src/locales"]);
  const added = git(["ls-files", "--others", "--exclude-standard", "--", "src/locales"]);
  const changed = `${rewritten.stdout ?? ""}${added.stdout ?? ""}`.trim();
  if (rewritten.status === 0 && changed) {
    console.error(`The message catalogues differed from the code; npm run i18n has updated them: review and commit src/locales.\n${changed}`);
    process.exit(1);
  }
}
console.log(check ? "Message catalogues match the code, every Hindi message written." : "Message catalogues updated: src/locales.");
