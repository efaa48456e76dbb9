import { setupI18n } from "@lingui/core";
import { describe, expect, it } from "vitest";
import { messages as sharedHi } from "~/locales/hi/shared";
import { CANCEL_REASONS } from "../cancel-order";
import { ORDER_STATUS_LABELS } from "../order-status";
import { PAYMENT_METHOD_LABELS, PAYMENT_METHODS, PAYMENT_STATUSES, paymentStatusSentence } from "../payment";
import { RETURN_REASON_LABELS, RETURN_RESOLUTION_LABELS, RETURN_STATUS_LABELS } from "../returns";
import { translateEnglish } from "./translate";

// Every message a shopper's form can show, named as a *_MESSAGE constant in src/shared, has its Hindi in
// the `shared` catalogue (words.ts). The back office's schemas (admin-*) stay English.
const modules = import.meta.glob<Record<string, unknown>>(["../schemas/*.ts", "../*.ts", "!../schemas/admin-*.ts", "!../**/*.test.ts", "!../**/*.fixture.ts"], { eager: true });

/** Messages only the back office shows, though their schemas sit beside the shoppers'. */
const staffOnly = new Set([
  "src/shared/gstr1.ts GSTR1_MONTH_MESSAGE",
  "src/shared/reconciliation.ts STATEMENT_MISSING_MESSAGE",
  "src/shared/reconciliation.ts STATEMENT_TOO_LARGE_MESSAGE",
  "src/shared/schemas/cod-confirmation.ts CONFIRM_NOTE_MESSAGE",
  "src/shared/schemas/complaint.ts REPLY_MESSAGE",
  "src/shared/schemas/delivery-holidays.ts HOLIDAY_DAY_MESSAGE",
  "src/shared/schemas/delivery-holidays.ts HOLIDAY_NAME_MESSAGE",
  "src/shared/schemas/return-request.ts REFUSAL_REASON_MESSAGE",
  "src/shared/schemas/return-request.ts DECISION_NOTE_MESSAGE",
  "src/shared/schemas/size-fields.ts NET_QUANTITY_MESSAGE",
  "src/shared/schemas/size-fields.ts UNIT_MESSAGE",
]);

describe("the shared words in Hindi", () => {
  const hindi = setupI18n({ locale: "hi", messages: { hi: sharedHi } });
  const messages = Object.entries(modules).flatMap(([file, exports]) =>
    Object.entries(exports)
      .filter(([name, value]) => name.endsWith("_MESSAGE") && typeof value === "string")
      .map(([name, value]) => ({ constant: `${file.replace("../", "src/shared/")} ${name}`, english: value as string })),
  ).filter(({ constant }) => !staffOnly.has(constant));

  it("finds the shoppers' messages", () => {
    expect(messages.length).toBeGreaterThan(20);
  });

  it("has every label and reason the shopper's order pages show (orders/labels.ts)", () => {
    const labels = [
      ...Object.values(ORDER_STATUS_LABELS),
      ...Object.values(PAYMENT_METHOD_LABELS).filter((label) => label !== "UPI"),
      ...PAYMENT_METHODS.flatMap((method) => PAYMENT_STATUSES.map((status) => paymentStatusSentence(method, status))),
      ...Object.values(RETURN_REASON_LABELS),
      ...Object.values(RETURN_RESOLUTION_LABELS),
      ...Object.values(RETURN_STATUS_LABELS),
      ...CANCEL_REASONS,
    ];
    expect(labels.filter((english) => translateEnglish(hindi, english) === english)).toEqual([]);
  });

  it("has every one of them", () => {
    const missing = messages.filter(({ english }) => translateEnglish(hindi, english) === english);
    expect(missing).toEqual([]);
  });
});
