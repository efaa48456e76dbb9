// Money is integer paise everywhere in code and database (₹1 = 100 paise), so sums and
// discounts never meet floating-point error. See docs/decisions/001-money-in-paise.md.
export type Paise = number;

export function rupees(amount: number): Paise {
  return Math.round(amount * 100);
}

/** 1234567 → "12,34,567": the last three digits, then groups of two (the Indian system). */
function groupIndian(whole: number): string {
  const digits = String(whole);
  if (digits.length <= 3) return digits;
  return `${digits.slice(0, -3).replace(/\B(?=(\d{2})+$)/g, ",")},${digits.slice(-3)}`;
}

/**
 * ₹1,450 or ₹37.50: paise are shown only when there are some. Written out rather than with
 * Intl.NumberFormat("en-IN"), whose first use loads locale data on the main thread while a phone
 * hydrates the page (about 15 ms, 60 ms on a slow phone); the tests pin the same output.
 */
export function formatRupees(paise: Paise): string {
  const sign = paise < 0 ? "-" : "";
  const amount = Math.abs(Math.round(paise));
  const whole = Math.floor(amount / 100);
  const fraction = amount % 100;
  return `${sign}₹${groupIndian(whole)}${fraction === 0 ? "" : `.${String(fraction).padStart(2, "0")}`}`;
}

/** Shipping as the shop shows it everywhere: "FREE" or the charge. */
export function formatShipping(paise: Paise): string {
  return paise === 0 ? "FREE" : formatRupees(paise);
}
