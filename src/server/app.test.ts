import { brotliDecompressSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { setUpTestApp } from "./test/set-up";

describe("the HTTP shell", () => {
  const shop = setUpTestApp();

  it("answers the health check when the database answers", async () => {
    const response = await shop.api().health.$get();
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ status: "ok", database: "up" });
  });

  it("sends the security headers on every response", async () => {
    const response = await shop.request("GET", "/api/health");
    const csp = response.headers.get("Content-Security-Policy") ?? "";
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).not.toContain("'unsafe-inline' 'self'");
    expect(csp).toMatch(/script-src 'self'( 'sha256-[^ ;]+)* https:\/\/checkout\.razorpay\.com;/);
    expect(response.headers.get("X-Content-Type-Options")).toBe("nosniff");
    expect(response.headers.get("Referrer-Policy")).toBe("strict-origin-when-cross-origin");
    expect(response.headers.get("X-Request-Id")).toBeTruthy();
  });

  it("compresses a large answer only for a client that asks, keeping every security header and the request id", async () => {
    const plain = await shop.request("GET", "/api/catalogue/products");
    const compressed = await shop.request("GET", "/api/catalogue/products", { headers: { "Accept-Encoding": "gzip, br" } });
    expect(plain.headers.get("Content-Encoding")).toBeNull();
    expect(compressed.headers.get("Content-Encoding")).toBe("br");
    for (const response of [plain, compressed]) {
      expect(response.headers.get("Vary")).toContain("Accept-Encoding");
      expect(response.headers.get("Content-Security-Policy")).toContain("frame-ancestors 'none'");
      expect(response.headers.get("X-Content-Type-Options")).toBe("nosniff");
      expect(response.headers.get("X-Frame-Options")).toBe("DENY");
      expect(response.headers.get("Cross-Origin-Opener-Policy")).toBe("same-origin");
      expect(response.headers.get("X-Request-Id")).toBeTruthy();
    }
    expect(JSON.parse(brotliDecompressSync(Buffer.from(await compressed.arrayBuffer())).toString())).toEqual(await plain.json());
  });

  it("answers an unknown API path with a JSON 404", async () => {
    const response = await shop.request("GET", "/api/no-such-thing");
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ error: { message: "Not found" } });
  });

  it("refuses a state-changing request from another origin", async () => {
    const response = await shop.request("POST", "/api/auth/sign-up/email", {
      headers: { Origin: "https://evil.example" },
      body: { email: "x@example.com", password: "long-enough-1", name: "X" },
    });
    expect(response.status).toBe(403);
  });
});
