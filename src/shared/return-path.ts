// Where sign-in may send a shopper back to (docs/product-rules.md#accounts-and-sessions). The path
// arrives in the address bar (`/auth?redirectTo=…`), so anyone can write it: only a path on this
// site is kept, never another origin (an open redirect would let a link to the shop's sign-in page
// end on a look-alike site).

const probeOrigin = "http://shop.invalid";

function hasControlOrBackslash(value: string): boolean {
  for (let i = 0; i < value.length; i += 1) {
    const code = value.charCodeAt(i);
    // Browsers read `/\evil.com` as `//evil.com` and drop tabs and newlines inside a URL.
    if (code < 0x20 || code === 0x7f || value[i] === "\\") return true;
  }
  return false;
}

/**
 * The same-origin path (with its query and hash) that `value` names, or null for anything else:
 * absolute URLs, protocol-relative `//host` (also when dot segments make it), backslashes, control characters, and the sign-in
 * pages themselves (coming back to them would loop).
 */
export function safeReturnPath(value: string | null | undefined): string | null {
  if (!value || value.length > 2000 || !value.startsWith("/") || value.startsWith("//")) return null;
  if (hasControlOrBackslash(value)) return null;
  let url: URL;
  try {
    url = new URL(value, probeOrigin);
  } catch {
    return null;
  }
  if (url.origin !== probeOrigin) return null;
  if (url.pathname === "/auth" || url.pathname.startsWith("/auth/")) return null;
  // Dot segments can leave two slashes in front (`/.//evil.example/` becomes `//evil.example/`),
  // which a browser reads as another host: refused like `//host` itself.
  if (url.pathname.startsWith("//")) return null;
  return `${url.pathname}${url.search}${url.hash}`;
}
