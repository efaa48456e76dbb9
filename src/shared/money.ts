// Integer paise everywhere, so sums and discounts never meet floating-point error.
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

/** ₹1,450 or ₹37.50. Written out rather than Intl.NumberFormat, whose first use loads locale data while the page hydrates. */
export function formatRupees(paise: Paise): string {
  const sign = paise < 0 ? "-" : "";
  const amount = Math.abs(Math.round(paise));
  const whole = Math.floor(amount / 100);
  const fraction = amount % 100;
  return `${sign}₹${groupIndian(whole)}${fraction === 0 ? "" : `.${String(fraction).padStart(2, "0")}`}`;
}
