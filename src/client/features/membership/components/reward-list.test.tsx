import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { withMessages } from "~/client/test/i18n";
import type { Reward } from "../api/membership";
import { RewardList } from "./reward-list";

// A reward taken back after a friend's return, and what the member owes, read in plain words.

const reward = (overrides: Partial<Reward>): Reward => ({
  id: "r1",
  friendFirstName: "Asha",
  amountPaise: 6500,
  leftPaise: 6500,
  takenBackPaise: 0,
  earnedAt: "2026-03-01T06:30:00.000Z",
  expiresAt: "2026-03-31T18:30:00.000Z",
  status: "available",
  ...overrides,
});

const takenBack = [reward({ id: "r1", leftPaise: 0, takenBackPaise: 6500, status: "taken_back" }), reward({ id: "r2", friendFirstName: "Farah", amountPaise: 3200, leftPaise: 1545, takenBackPaise: 1655 })];

describe("the member's reward list", () => {
  it("says a reward was taken back, in whole or in part, and what is owed", () => {
    const html = renderToStaticMarkup(withMessages(<RewardList owedPaise={4000} rewards={takenBack} />, ["membership"]));
    expect(html).toContain("You owe ₹40 from rewards taken back after you had spent them. Nothing is charged: it comes off your next rewards before you can spend them.");
    expect(html).toContain("Taken back: Asha returned their order.");
    expect(html).toContain('data-status="taken_back" class="block text-xs font-semibold">Taken back<');
    expect(html).toContain("₹16.55 taken back: Farah returned part of their order.");
    expect(html).toContain("Available: ₹15.45 left");
  });

  it("says nothing of take-backs or debts when there are none", () => {
    const html = renderToStaticMarkup(withMessages(<RewardList owedPaise={0} rewards={[reward({})]} />, ["membership"]));
    expect(html).not.toContain("taken back");
    expect(html).not.toContain("You owe");
  });

  it("says the same in Hindi, the names and amounts as they are", () => {
    const html = renderToStaticMarkup(withMessages(<RewardList owedPaise={4000} rewards={takenBack} />, ["membership"], "hi"));
    expect(html).toContain("ख़र्च करने के बाद वापस लिए गए रिवॉर्ड के ₹40 आप पर बाक़ी हैं।");
    expect(html).toContain("वापस ले लिया गया: Asha ने अपना ऑर्डर लौटा दिया।");
    expect(html).toContain("₹16.55 वापस ले लिए गए: Farah ने अपने ऑर्डर का कुछ हिस्सा लौटा दिया।");
    expect(html).toContain("उपलब्ध: ₹15.45 बाक़ी");
    expect(html).not.toContain("Taken back");
  });
});
