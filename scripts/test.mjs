// `npm test`: everything that must hold before a change lands, in order:
// typecheck, lint, the message catalogues, unit + integration tests on PGlite, integration tests on a throwaway
// PostgreSQL, README's production recipe on a fresh clone, the production build, and the
// browser tests in Chromium against the built app.
// Every step runs even when an earlier one fails, so one run shows every problem. The last line
// counts every test of every suite: "N passed, N failed".
import { spawnSync } from "node:child_process";
import { existsSync, mkdirSync, readFileSync, rmSync } from "node:fs";
import path from "node:path";
import { stripVTControlCharacters } from "node:util";
import { fileURLToPath } from "node:url";
import { ensureChromiumInstalled } from "./lib/chromium.mjs";
import { startPostgres } from "./lib/postgres.mjs";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
process.chdir(root);
const reports = path.join(root, ".tmp", "test-reports");
rmSync(reports, { recursive: true, force: true });
mkdirSync(reports, { recursive: true });

const bin = (name) => path.join(root, "node_modules", ".bin", name);
const totals = { passed: 0, failed: 0 };
const failedSteps = [];
// Named again at the very end, because CI shows only the tail of a long run.
const failedTests = [];
const firstLine = (message = "") => stripVTControlCharacters(message).split("\n").find((line) => line.trim())?.trim().slice(0, 300) ?? "";

function run(step, command, args, env = {}) {
  console.log(`\n▶ ${step}`);
  const result = spawnSync(command, args, { stdio: "inherit", env: { ...process.env, ...env } });
  const ok = result.status === 0;
  if (!ok) failedSteps.push(step);
  return ok;
}

/** A check that is not a test runner (typecheck, lint, build) counts as one test. */
function check(step, command, args, env) {
  const ok = run(step, command, args, env);
  totals[ok ? "passed" : "failed"] += 1;
  return ok;
}

function missingReport(file, step) {
  if (existsSync(file)) return false;
  totals.failed += 1;
  failedSteps.push(`${step} (no report)`);
  return true;
}

function countVitest(file, step) {
  if (missingReport(file, step)) return;
  const report = JSON.parse(readFileSync(file, "utf8"));
  totals.passed += report.numPassedTests;
  totals.failed += report.numFailedTests + (report.numTotalTestSuites > 0 && report.numTotalTests === 0 ? 1 : 0);
  nameFailures(() => nameVitestFailures(report, step));
}

/** Naming the failures is a courtesy: a report shaped unexpectedly must not cost the run its totals. */
function nameFailures(name) {
  try {
    name();
  } catch (error) {
    failedTests.push(`(could not name the failed tests: ${error})`);
  }
}

function nameVitestFailures(report, step) {
  for (const file of report.testResults) {
    const where = path.relative(root, file.name);
    for (const test of file.assertionResults) {
      if (test.status === "failed") failedTests.push(`${step} › ${where} › ${test.fullName}: ${firstLine(test.failureMessages?.[0])}`);
    }
    // A file that fails before any test runs (an import error, a failing hook) has no test to name.
    if (file.status === "failed" && !file.assertionResults.some((test) => test.status === "failed")) failedTests.push(`${step} › ${where}: ${firstLine(file.message)}`);
  }
}

function countPlaywright(file, step) {
  if (missingReport(file, step)) return;
  const { stats, suites } = JSON.parse(readFileSync(file, "utf8"));
  totals.passed += stats.expected + stats.flaky;
  totals.failed += stats.unexpected;
  nameFailures(() => namePlaywrightFailures(suites, step));
}

function namePlaywrightFailures(suites, step) {
  const walk = (suite, titles) => {
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests) {
        if (test.status !== "unexpected") continue;
        const last = test.results.at(-1);
        const error = last?.errors?.[0]?.message ?? last?.error?.message;
        failedTests.push(`${step} › [${test.projectName}] ${spec.file}:${spec.line} › ${[...titles, spec.title].join(" › ")}: ${firstLine(error)}`);
      }
    }
    for (const child of suite.suites ?? []) walk(child, [...titles, child.title]);
  };
  for (const suite of suites ?? []) walk(suite, []);
}

if (run("typegen", bin("react-router"), ["typegen"])) check("typecheck", bin("tsc"), ["--noEmit"]);
else totals.failed += 1;
check("lint", bin("eslint"), ["--max-warnings", "0", "."]);
check("message catalogues", process.execPath, ["scripts/i18n.mjs", "--check"]);

const pgliteReport = path.join(reports, "vitest-pglite.json");
run("unit and integration tests (PGlite)", bin("vitest"), ["run", "--reporter=default", "--reporter=json", `--outputFile.json=${pgliteReport}`], { DATABASE_URL: "" });
countVitest(pgliteReport, "vitest (PGlite)");

let postgres;
try {
  postgres = await startPostgres();
  const postgresReport = path.join(reports, "vitest-postgres.json");
  run("integration tests (PostgreSQL)", bin("vitest"), ["run", "src/server", "--reporter=default", "--reporter=json", `--outputFile.json=${postgresReport}`], {
    TEST_DATABASE_URL: postgres.url,
  });
  countVitest(postgresReport, "vitest (PostgreSQL)");
} catch (error) {
  console.error(error);
  totals.failed += 1;
  failedSteps.push("PostgreSQL cluster");
} finally {
  postgres?.stop();
}

// README's production recipe on a fresh clone of the last commit (uncommitted changes are not in it).
check("production recipe (fresh clone, PostgreSQL)", process.execPath, ["scripts/production-recipe.mjs"]);

const buildDir = process.env.BUILD_DIR ?? "build";
if (check("production build", bin("react-router"), ["build"], { BUILD_DIR: buildDir })) {
  try {
    ensureChromiumInstalled();
    const e2eReport = path.join(reports, "playwright.json");
    run("browser tests (Chromium)", bin("playwright"), ["test"], { BUILD_DIR: buildDir, PLAYWRIGHT_JSON_OUTPUT_NAME: e2eReport });
    countPlaywright(e2eReport, "playwright");
  } catch (error) {
    console.error(error);
    totals.failed += 1;
    failedSteps.push("Chromium");
  }
}

if (failedTests.length) console.log(`\nFailed tests:\n${failedTests.map((line) => `  ✗ ${line}`).join("\n")}`);
if (failedSteps.length) console.log(`\nFailed steps: ${[...new Set(failedSteps)].join(", ")}`);
console.log(`\n${totals.passed} passed, ${totals.failed} failed`);
process.exit(failedSteps.length || totals.failed ? 1 : 0);
