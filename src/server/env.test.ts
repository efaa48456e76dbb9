import { mkdtempSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { ConfigError, loadEnv } from "./env";

describe("configuration", () => {
  it("refuses to start in production without a session secret, naming the variable", () => {
    expect(() => loadEnv({ NODE_ENV: "production" })).toThrow(ConfigError);
    expect(() => loadEnv({ NODE_ENV: "production" })).toThrow(/BETTER_AUTH_SECRET/);
  });

  it("creates a development secret once and keeps it in the data folder", () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), "shop-env-"));
    const first = loadEnv({ NODE_ENV: "development", DATA_DIR: dataDir });
    const second = loadEnv({ NODE_ENV: "development", DATA_DIR: dataDir });
    expect(first.BETTER_AUTH_SECRET).toHaveLength(64);
    expect(second.BETTER_AUTH_SECRET).toBe(first.BETTER_AUTH_SECRET);
    expect(readFileSync(path.join(dataDir, "auth-secret"), "utf8")).toBe(first.BETTER_AUTH_SECRET);
  });

  it("names every invalid variable", () => {
    expect(() => loadEnv({ PORT: "seventy", DATABASE_URL: "mysql://x" })).toThrow(/PORT[\s\S]*DATABASE_URL|DATABASE_URL[\s\S]*PORT/);
  });

  it("trusts both local origins without a public URL, and only the public one with it", () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), "shop-env-"));
    expect(loadEnv({ PORT: "4000", DATA_DIR: dataDir }).trustedOrigins).toEqual(["http://localhost:4000", "http://127.0.0.1:4000"]);
    expect(loadEnv({ PUBLIC_URL: "https://shop.example.in/", BETTER_AUTH_SECRET: "s".repeat(32) }).trustedOrigins).toEqual(["https://shop.example.in"]);
  });
});
