import { readFile } from "node:fs/promises";
import type { Locator } from "@playwright/test";
import { formatRupees } from "../../src/shared/money";
import { adminServerWithStaffForFile, staffContext } from "./admin-server";
import { seriousViolations } from "./axe";
import { expect, newHydratingPage, test } from "./fixtures";
import { signUpAndOrder } from "./place-order";

// Staff read the dashboard for orders placed today: figures, the previous period, a chart's table and its CSV.

const admin = adminServerWithStaffForFile();
const figure = (region: Locator, label: string) => region.locator(`[data-figure="${label}"]`);
const today = () => new Intl.DateTimeFormat("en-GB", { day: "2-digit", month: "short", year: "numeric", timeZone: "Asia/Kolkata" }).format(new Date());
const todayIso = () => new Intl.DateTimeFormat("en-CA", { timeZone: "Asia/Kolkata" }).format(new Date());

test("staff see today's orders in the 30-day figures, switch period, and read a chart as a table and as CSV", async ({ page, browser }, testInfo) => {
  test.setTimeout(120_000);
  const base = admin.server.baseURL;
  const orders = [(await signUpAndOrder(page.request, { base, productId: "1" })).order, (await signUpAndOrder((await browser.newContext()).request, { base, productId: "3" })).order];
  const revenue = orders.reduce((sum, order) => sum + order.totalPaise, 0);

  const staff = await staffContext(browser, admin);
  const desk = await newHydratingPage(staff);
  await desk.setViewportSize(testInfo.project.use.viewport ?? { width: 1280, height: 800 });
  await desk.goto(`${base}/admin`);
  const period = desk.getByRole("region", { name: "Last 30 days" });
  await expect(figure(period, "Orders").getByTestId("figure-value")).toHaveText("2");
  await expect(figure(period, "Revenue").getByTestId("figure-value")).toHaveText(formatRupees(revenue));
  await expect(figure(period, "Revenue")).toContainText(`Previous: ₹0 · new`);
  await expect(figure(period, "New customers").getByTestId("figure-value")).toHaveText("2");

  await desk.getByLabel("Period").selectOption("7d");
  await expect(desk).toHaveURL(/period=7d/);
  const week = desk.getByRole("region", { name: "Last 7 days" });
  await expect(figure(week, "Orders").getByTestId("figure-value")).toHaveText("2");
  await desk.getByLabel("Period").selectOption("range");
  await desk.getByLabel("From", { exact: true }).fill("2026-03-10");
  await desk.getByLabel("To", { exact: true }).fill("2026-03-01");
  await desk.getByRole("button", { name: "Show these dates" }).click();
  await expect(desk.getByText("The range must end on or after the day it starts")).toBeVisible();

  await desk.getByLabel("Period").selectOption("today");
  const todayRegion = desk.getByRole("region", { name: "Today" });
  await expect(figure(todayRegion, "Orders").getByTestId("figure-value")).toHaveText("2");
  const revenueChart = desk.getByRole("region", { name: "Revenue per day" });
  await expect(revenueChart.locator("canvas")).toHaveAttribute("data-chart-state", "drawn");
  await revenueChart.getByRole("button", { name: "Show table" }).click();
  const table = revenueChart.getByRole("region", { name: "Revenue per day, as a table" });
  await expect(table.getByRole("row", { name: `${today()} ${formatRupees(revenue)}` })).toBeVisible();

  const [download] = await Promise.all([desk.waitForEvent("download"), revenueChart.getByRole("button", { name: "Download CSV" }).click()]);
  expect(download.suggestedFilename()).toBe(`revenue-per-day-${todayIso()}-to-${todayIso()}.csv`);
  const csv = await readFile((await download.path())!, "utf8");
  expect(csv).toBe(`Day,Revenue\r\n${todayIso()},${(revenue / 100).toFixed(2)}\r\n`);

  const stateTable = desk.getByRole("region", { name: "Return rate by state" }).getByRole("table");
  await expect(stateTable).toBeAttached();
  // The table's toggle is reachable by keyboard and says whether the table shows.
  const toggle = revenueChart.getByRole("button", { name: "Hide table" });
  await toggle.focus();
  await desk.keyboard.press("Enter");
  await expect(revenueChart.getByRole("button", { name: "Show table" })).toHaveAttribute("aria-pressed", "false");
  expect(await seriousViolations(desk, { within: "main" })).toEqual([]);
  // Nothing wider than the screen, on a phone too.
  expect(await desk.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
  await staff.close();
});
