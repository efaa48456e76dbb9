// Money is integer paise everywhere in code and database (₹1 = 100 paise), so sums and
// discounts never meet floating-point error. See docs/decisions/001-money-in-paise.md.
export type Paise = number;

export function rupees(amount: number): Paise {
  return Math.round(amount * 100);
}

const wholeRupees = new Intl.NumberFormat("en-IN", { style: "currency", currency: "INR", minimumFractionDigits: 0, maximumFractionDigits: 0 });
const withPaise = new Intl.NumberFormat("en-IN", { style: "currency", currency: "INR", minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** ₹1,450 or ₹37.50: paise are shown only when there are some. */
export function formatRupees(paise: Paise): string {
  return paise % 100 === 0 ? wholeRupees.format(paise / 100) : withPaise.format(paise / 100);
}

/** Shipping as the shop shows it everywhere: "FREE" or the charge. */
export function formatShipping(paise: Paise): string {
  return paise === 0 ? "FREE" : formatRupees(paise);
}
