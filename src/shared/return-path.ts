// Anyone can write `/auth?redirectTo=…`: only a path on this site is kept, never an open redirect to a look-alike.

const probeOrigin = "http://shop.invalid";

function hasControlOrBackslash(value: string): boolean {
  for (let i = 0; i < value.length; i += 1) {
    const code = value.charCodeAt(i);
    // Browsers read `/\evil.com` as `//evil.com` and drop tabs and newlines inside a URL.
    if (code < 0x20 || code === 0x7f || value[i] === "\\") return true;
  }
  return false;
}

/** The same-origin path `value` names, or null: absolute or protocol-relative URLs, backslashes, control characters, the sign-in pages (a loop). */
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
  // Dot segments can leave `//evil.example/` in front, which a browser reads as another host.
  if (url.pathname.startsWith("//")) return null;
  return `${url.pathname}${url.search}${url.hash}`;
}
