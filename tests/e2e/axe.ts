import { readFileSync } from "node:fs";
import path from "node:path";
import type { Page } from "@playwright/test";

const axeSource = readFileSync(path.resolve("node_modules/axe-core/axe.min.js"), "utf8");

type AxeRun = (context: unknown, options: object) => Promise<{ violations: { id: string; impact: string; nodes: { target: string[] }[] }[] }>;

/**
 * Serious and critical axe findings on the page, or only inside `within` (a CSS selector), with
 * `exclude` left out; each as "rule: selectors". axe is evaluated rather than injected as a
 * <script>: the shop's CSP rightly blocks inline scripts.
 */
export async function seriousViolations(page: Page, { within, exclude = [] }: { within?: string; exclude?: string[] } = {}): Promise<string[]> {
  await page.evaluate(axeSource);
  const results = await page.evaluate(
    async ({ within, exclude }) => {
      const axe = (window as unknown as { axe: { run: AxeRun } }).axe;
      const context = within ? document.querySelector(within)! : exclude.length > 0 ? { exclude: exclude.map((selector) => [selector]) } : document;
      return axe.run(context, { resultTypes: ["violations"] });
    },
    { within, exclude },
  );
  return results.violations.filter((v) => v.impact === "serious" || v.impact === "critical").map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`);
}
