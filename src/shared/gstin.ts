// GSTIN: state code, PAN, entity number, "Z", and a check character by the GSTN's mod-36 scheme.

const CHARSET = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ";
const PATTERN = /^[0-9]{2}[A-Z]{5}[0-9]{4}[A-Z][1-9A-Z]Z[0-9A-Z]$/;

/** The check character for the first 14 characters of a GSTIN. */
export function gstinCheckCharacter(first14: string): string {
  let sum = 0;
  for (let index = 0; index < 14; index += 1) {
    const product = CHARSET.indexOf(first14[index]!) * (index % 2 === 0 ? 1 : 2);
    sum += Math.floor(product / 36) + (product % 36);
  }
  return CHARSET[(36 - (sum % 36)) % 36]!;
}

/** Upper-cases and drops spaces, as people type a GSTIN from a printed bill. */
export function normaliseGstin(input: string): string {
  return input.replace(/\s+/g, "").toUpperCase();
}

/** True for a GSTIN of the right shape whose last character is its check character. */
export function isValidGstin(input: string): boolean {
  const gstin = normaliseGstin(input);
  return PATTERN.test(gstin) && gstinCheckCharacter(gstin.slice(0, 14)) === gstin[14];
}

/** The state code a GSTIN was issued in ("07" is Delhi). */
export function gstinStateCode(gstin: string): string {
  return normaliseGstin(gstin).slice(0, 2);
}
