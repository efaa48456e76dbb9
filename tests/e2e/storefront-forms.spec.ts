import { expect, test } from "./fixtures";
import { fillTextboxes, nextWhatsappLink, toast } from "./storefront-helpers";

const enquiryMessages = {
  "Full Name": "Name must be at least 2 characters",
  "Contact Number": "Please enter a valid 10-digit Indian mobile number",
  Email: "Please enter a valid email address",
  "Products Needed": "Please specify the products",
  Quantity: "Please specify the quantity",
  "Business Type": "Please specify your business type",
  "City/State": "Please enter city/state",
  Pincode: "Please enter a valid 6-digit pincode",
} as const;

test.describe("business enquiry page", () => {
  test("an empty submit shows every field's message and the Validation Error toast; editing a field clears only its message", async ({ page }) => {
    await page.goto("/business-enquiry");
    await page.getByRole("button", { name: "Submit Enquiry" }).click();
    await expect(toast(page, "Validation Error")).toContainText("Please check the form for errors");
    for (const [label, message] of Object.entries(enquiryMessages)) {
      const input = page.getByLabel(label);
      await expect(input).toHaveAttribute("aria-invalid", "true");
      await expect(input).toHaveAccessibleDescription(message);
    }
    await page.getByLabel("Full Name").pressSequentially("M");
    await expect(page.getByLabel("Full Name")).not.toHaveAttribute("aria-invalid", "true");
    await expect(page.getByText("Name must be at least 2 characters")).toHaveCount(0);
    await expect(page.getByText("Please specify the products")).toBeVisible();
  });

  test("wrong and too-long values get the form's messages; the phone input has room for +91 98765 43210, the pincode 6 digits", async ({ page }) => {
    await page.goto("/business-enquiry");
    await expect(page.getByLabel("Contact Number")).toHaveAttribute("maxlength", "16");
    await expect(page.getByLabel("Contact Number")).toHaveAttribute("type", "tel");
    await expect(page.getByLabel("Pincode")).toHaveAttribute("maxlength", "6");
    await expect(page.getByRole("textbox", { name: "Email", exact: true })).toHaveAttribute("type", "email");
    await page.getByLabel("Full Name").fill("N".repeat(101));
    await page.getByLabel("Contact Number").fill("5123456789");
    await page.getByRole("textbox", { name: "Email", exact: true }).fill(`${"a".repeat(250)}@example.com`);
    await page.getByLabel("Products Needed").fill("x".repeat(501));
    await page.getByLabel("Pincode").fill("12a45");
    await page.getByLabel("Message (optional)").fill("m".repeat(1001));
    await page.getByRole("button", { name: "Submit Enquiry" }).click();
    await expect(page.getByLabel("Full Name")).toHaveAccessibleDescription("Name must be less than 100 characters");
    await expect(page.getByLabel("Contact Number")).toHaveAccessibleDescription("Please enter a valid 10-digit Indian mobile number");
    await expect(page.getByRole("textbox", { name: "Email", exact: true })).toHaveAccessibleDescription("Email must be less than 255 characters");
    await expect(page.getByLabel("Products Needed")).toHaveAccessibleDescription("Products must be less than 500 characters");
    await expect(page.getByLabel("Pincode")).toHaveAccessibleDescription("Please enter a valid 6-digit pincode");
    await expect(page.getByLabel("Message (optional)")).toHaveAccessibleDescription("Message must be less than 1000 characters");
    await page.getByRole("textbox", { name: "Email", exact: true }).fill("trader@example");
    await page.getByRole("button", { name: "Submit Enquiry" }).click();
    await expect(page.getByRole("textbox", { name: "Email", exact: true })).toHaveAccessibleDescription("Please enter a valid email address");
  });

  test("a valid enquiry opens WhatsApp with every field, confirms and clears the form", async ({ page, context }) => {
    await page.goto("/business-enquiry");
    await fillTextboxes(page, {
      "Full Name": "  Meera Iyer ",
      "Contact Number": "+91 91234 56780",
      Email: "meera@annapurna-kitchens.example",
      "Products Needed": "Wood pressed mustard oil, arhar dal",
      Quantity: "100 L oil, 200 kg dal monthly",
      "Business Type": "Restaurant chain",
      "City/State": "Pune, Maharashtra",
      Pincode: "411001",
    });
    const link = await nextWhatsappLink(context, page, () => page.getByRole("button", { name: "Submit Enquiry" }).click());
    expect(`${link.origin}${link.pathname}`).toBe("https://wa.me/910000000000");
    expect(link.searchParams.get("text")).toBe(
      [
        "Business Enquiry",
        "Name: Meera Iyer",
        "Contact: 9123456780",
        "Email: meera@annapurna-kitchens.example",
        "Products: Wood pressed mustard oil, arhar dal",
        "Quantity: 100 L oil, 200 kg dal monthly",
        "Business Type: Restaurant chain",
        "City/State: Pune, Maharashtra",
        "Pincode: 411001",
      ].join("\n"),
    );
    await expect(toast(page, "Enquiry Submitted")).toContainText("We'll get back to you soon!");
    await expect(page.getByLabel("Full Name")).toHaveValue("");
  });
});

test.describe("contact form", () => {
  test("asks for all fields, checks the e-mail, and sends a valid message to WhatsApp", async ({ page, context }) => {
    await page.goto("/contact");
    await expect(page.getByRole("heading", { level: 1, name: "Get in Touch" })).toBeVisible();
    await expect(page.getByRole("main")).toContainText("Monday-Saturday 9:00 AM to 6:00 PM");
    await expect(page.getByRole("main")).toContainText("Sunday closed");
    // The grievance officer and the seller's legal details (docs/product-rules.md#seller-details).
    const grievance = page.getByRole("region", { name: "Grievance officer" });
    await expect(grievance).toContainText("within 48 hours");
    await expect(grievance).toContainText("within one month");
    await expect(grievance).toContainText("Consumer Protection (E-Commerce) Rules, 2020");
    await expect(grievance).toContainText("A. Example (Grievance Officer)");
    await expect(grievance.getByRole("link", { name: "grievance@example.com" })).toHaveAttribute("href", "mailto:grievance@example.com");
    await expect(grievance.getByRole("link", { name: "+91 00000 00001" })).toHaveAttribute("href", "tel:+910000000001");
    const sellerDetails = page.getByRole("region", { name: "Seller details" });
    await expect(sellerDetails).toContainText("Demo Farm Foods Private Limited");
    await expect(sellerDetails).toContainText("Plot 0, Example Industrial Area, Narela, New Delhi, Delhi 110040");
    await expect(sellerDetails).toContainText("07AAACD1234F1Z9");
    await expect(sellerDetails).toContainText("10000000000000");
    await page.getByRole("button", { name: "Send Message" }).click();
    await expect(toast(page, "Please fill in all fields")).toBeVisible();
    await expect(page.getByRole("textbox", { name: "Name", exact: true })).toHaveAccessibleDescription("Please fill in all fields");
    await page.getByRole("textbox", { name: "Name", exact: true }).fill("Rohit Verma");
    await expect(page.getByRole("textbox", { name: "Name", exact: true })).not.toHaveAttribute("aria-invalid", "true");
    await page.getByRole("textbox", { name: "Email", exact: true }).fill("rohit.verma");
    await page.getByRole("textbox", { name: "Phone", exact: true }).fill("9988776655");
    await page.getByRole("textbox", { name: "Message", exact: true }).fill("Is the wood pressed oil available in 5 L cans?");
    await page.getByRole("button", { name: "Send Message" }).click();
    await expect(page.getByRole("textbox", { name: "Email", exact: true })).toHaveAccessibleDescription("Please enter a valid email address");
    await page.getByRole("textbox", { name: "Email", exact: true }).fill("rohit.verma@example.com");
    const link = await nextWhatsappLink(context, page, () => page.getByRole("button", { name: "Send Message" }).click());
    expect(link.searchParams.get("text")).toBe(
      "Contact Message\nName: Rohit Verma\nEmail: rohit.verma@example.com\nPhone: 9988776655\nMessage: Is the wood pressed oil available in 5 L cans?",
    );
    await expect(toast(page, "Redirecting to WhatsApp...")).toBeVisible();
    await expect(page.getByRole("textbox", { name: "Message", exact: true })).toHaveValue("");
  });
});
