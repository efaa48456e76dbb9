import { afterEach, describe, expect, it, vi } from "vitest";
import { failFirstImportOf } from "~/client/test/flaky-import";
import { VALID_EMAIL_MESSAGE } from "~/shared/schemas/common";
import { ApiRequestError, NETWORK_FAILURE_MESSAGE } from "~/client/lib/shop-fetch";

/** The shop's server as the browser's fetch sees it: every request recorded, each answered `answer`. */
function stubServer(answer: unknown) {
  const requests: { url: string; method: string; body: unknown }[] = [];
  vi.stubGlobal("fetch", async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const request = input instanceof Request ? input : new Request(new URL(String(input), "http://shop.test"), init);
    requests.push({ url: new URL(request.url).pathname, method: request.method, body: await request.json() });
    return Response.json(answer);
  });
  return requests;
}

describe("subscribeToNewsletter", () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.doUnmock("~/shared/schemas/newsletter");
    vi.resetModules();
  });

  it("refuses an invalid address with the schema's message under the field and sends nothing", async () => {
    const requests = stubServer({});
    const { subscribeToNewsletter } = await import("./subscribe");
    const refusal = await subscribeToNewsletter({ email: "not-an-address" }).catch((error: unknown) => error);
    expect(refusal).toBeInstanceOf(ApiRequestError);
    expect(refusal).toMatchObject({ status: 400, message: VALID_EMAIL_MESSAGE, fields: { email: VALID_EMAIL_MESSAGE } });
    expect(requests).toEqual([]);
  });

  it("sends a valid address, trimmed as the server reads it, and gives the server's answer", async () => {
    const requests = stubServer({ message: "Thanks for subscribing!", alreadySubscribed: false });
    const { subscribeToNewsletter } = await import("./subscribe");
    await expect(subscribeToNewsletter({ email: "  asha@example.in " })).resolves.toEqual({ message: "Thanks for subscribing!", alreadySubscribed: false });
    expect(requests).toEqual([{ url: "/api/newsletter", method: "POST", body: { email: "asha@example.in" } }]);
  });

  it("reads a schema that cannot be fetched as the network failure, and fetches it again on the next press", async () => {
    failFirstImportOf("~/shared/schemas/newsletter");
    const requests = stubServer({ message: "Thanks for subscribing!", alreadySubscribed: false });
    const { subscribeToNewsletter } = await import("./subscribe");
    await expect(subscribeToNewsletter({ email: "asha@example.in" })).rejects.toMatchObject({ status: 0, message: NETWORK_FAILURE_MESSAGE });
    expect(requests).toEqual([]);
    await expect(subscribeToNewsletter({ email: "asha@example.in" })).resolves.toMatchObject({ alreadySubscribed: false });
    expect(requests).toHaveLength(1);
  });
});
