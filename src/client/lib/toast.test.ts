import type { ToastT, ToastToDismiss } from "sonner";
import { afterEach, describe, expect, it, vi } from "vitest";
import { failFirstImportOf } from "~/client/test/flaky-import";

/** What sonner was asked to show, toast by toast (a dismissal has no title). */
const shown = (history: (ToastT | ToastToDismiss)[]) => history.map((toast) => ("title" in toast ? [toast.type, toast.title, toast.description] : ["dismissed"]));

describe("toast", () => {
  afterEach(() => {
    vi.doUnmock("sonner");
    vi.resetModules();
  });

  it("hands every toast to sonner once it has loaded, in the order they were raised", async () => {
    const { toast } = await import("./toast");
    const sonner = await import("sonner");
    toast.success("Added to cart");
    toast.error("Error", { description: "Please check your connection and try again." });
    toast.success("Removed from wishlist");
    // sonner's history is shared by the tests: read what this one raised.
    const thisTest = () => shown(sonner.toast.getHistory()).filter(([, title]) => ["Added to cart", "Error", "Removed from wishlist"].includes(title as string));
    await vi.waitFor(() => expect(thisTest()).toHaveLength(3));
    expect(thisTest()).toEqual([
      ["success", "Added to cart", undefined],
      ["error", "Error", "Please check your connection and try again."],
      ["success", "Removed from wishlist", undefined],
    ]);
  });

  it("keeps the toasts raised while sonner could not be fetched, and shows them with the next one", async () => {
    const fetches = failFirstImportOf("sonner");
    const { toast, onToastRaised } = await import("./toast");
    const raised = vi.fn();
    onToastRaised(raised);
    toast.error("Could not save the address");
    await vi.waitFor(() => expect(fetches()).toBe(1));
    toast.success("Address saved");
    const sonner = await import("sonner");
    // sonner's history outlives the module registry's reset: read what this test raised.
    const thisTest = () => shown(sonner.toast.getHistory()).filter(([, title]) => title === "Could not save the address" || title === "Address saved");
    await vi.waitFor(() => expect(thisTest()).toHaveLength(2));
    expect(thisTest()).toEqual([
      ["error", "Could not save the address", undefined],
      ["success", "Address saved", undefined],
    ]);
    expect(raised).toHaveBeenCalledTimes(2);
  });
});
