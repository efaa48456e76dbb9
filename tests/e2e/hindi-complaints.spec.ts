import { randomUUID } from "node:crypto";
import type { Page } from "@playwright/test";
import { seriousViolations } from "./axe";
import { expect, test } from "./fixtures";
import { fillTextboxes, followComplaint } from "./storefront-helpers";
import { englishIn, messageIdsIn, shownText } from "./untranslated";

// The complaint journey in Hindi on a phone (issue 45): raising a complaint on /hi/complaints, its
// refusals, the ticket, and following it signed out, with no English sentence left on the page.

test.use({ viewport: { width: 375, height: 740 } });

const followWords = { form: "शिकायत की स्थिति देखें", ticket: "टिकट नंबर", email: "ईमेल", find: "शिकायत खोजें", complaint: "शिकायत" };
const follow = (page: Page, ticket: string, email: string) => followComplaint(page, followWords, ticket, email);

test("a shopper raises a complaint in Hindi, gets a ticket and follows it", async ({ page, allowConsoleErrors }) => {
  // The wrong e-mail's 404 is an answer this test asks for.
  allowConsoleErrors(/status of 404/);
  const email = `hindi-complaint-${randomUUID().slice(0, 8)}@example.com`;
  await page.goto("/hi/complaints");
  await expect(page.getByRole("heading", { level: 1, name: "शिकायत दर्ज करें" })).toBeVisible();

  const form = page.getByRole("form", { name: "शिकायत दर्ज करें" });
  await form.getByRole("button", { name: "शिकायत दर्ज करें" }).click();
  await expect(form.getByText("कृपया 5 से 120 अक्षरों का विषय लिखें")).toBeVisible();
  await expect(form.getByText("कृपया समस्या 20 से 2,000 अक्षरों में बताएँ")).toBeVisible();

  await fillTextboxes(form, {
    नाम: "मीना कुमारी",
    ईमेल: email,
    "मोबाइल नंबर": "98765 43210",
    विषय: "तेल का डिब्बा टपक रहा था",
    "क्या गड़बड़ हुई?": "सरसों के तेल का ढक्कन टूटा हुआ आया और पूरे डिब्बे में तेल फैल गया।",
  });
  await form.getByRole("button", { name: "शिकायत दर्ज करें" }).click();

  const thanks = page.getByRole("status").filter({ hasText: "आपका टिकट नंबर" });
  await expect(thanks).toBeVisible();
  const ticket = /GRV-\d{4}-\d{6}/.exec((await thanks.textContent()) ?? "")![0];
  await expect(thanks).toContainText(`धन्यवाद। आपका टिकट नंबर ${ticket} है। हमने आपको पावती ईमेल कर दी है।`);

  const found = await follow(page, ticket, email);
  await expect(found).toContainText("मिल गई");
  await expect(found).toContainText("अभी कोई जवाब नहीं। हम हर शिकायत की पावती 48 घंटे के अंदर देते हैं।");

  const text = await shownText(page);
  expect(englishIn(text), "English left on the page").toEqual([]);
  expect(messageIdsIn(text), "message ids shown instead of words").toEqual([]);
  expect(await seriousViolations(page, { exclude: ["[data-sonner-toaster]"] }), "axe with lang=hi").toEqual([]);

  await follow(page, ticket, "someone-else@example.com");
  await expect(page.getByRole("alert")).toHaveText("इस टिकट नंबर और ईमेल पते से कोई शिकायत नहीं मिली");
});
