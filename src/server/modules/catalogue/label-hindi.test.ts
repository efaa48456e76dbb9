import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { auditLog } from "~/server/db/schema/audit";
import { bodyOf, errorOf } from "~/server/test/answers";
import { setUpOnce, setUpTestApp } from "~/server/test/set-up";
import { signUpStaff } from "~/server/test/users";
import { localizeLabel } from "~/shared/declarations/label-hindi";
import { seedDeclarations } from "~/shared/declarations/seed-declarations";
import { missingHindiOf } from "~/shared/schemas/admin-catalogue-hindi";
import { declarationsFormValues } from "~/shared/schemas/admin-declarations";

// The label's prose in Hindi (docs/decisions/073-catalogue-text-in-hindi.md): seeded, typed by staff
// in the Declarations section with an audit entry, shown on /hi pages, listed when missing.

describe("the label in Hindi", () => {
  const shop = setUpTestApp();
  const staff = setUpOnce(() => signUpStaff(shop, { name: "Ravi Staff" }));
  const shown = async (productId: string) => (await bodyOf(shop.api().catalogue.products[":productId"].declarations.$get({ param: { productId } }))).declarations;
  const save = (id: string, json: ReturnType<typeof declarationsFormValues>) => shop.api(staff).admin.catalogue[":id"].declarations.$put({ param: { id }, json });
  const listed = async (id: string) => (await bodyOf(shop.api(staff).admin.catalogue.$get())).items.find((item) => item.id === id)!;

  it("serves the seeded label with its Hindi, which a Hindi page shows and an English page leaves out", async () => {
    const label = await shown("1");
    expect(label).toMatchObject({ ingredients: expect.stringContaining("hydraulic press"), ingredientsHi: expect.stringContaining("हाइड्रॉलिक प्रेस"), allergensHi: "इसमें सरसों है" });
    expect(localizeLabel(label, "hi")).toMatchObject({ ingredients: label.ingredientsHi, bestBefore: "पैकिंग से 9 महीने तक", storage: "ठंडी और सूखी जगह पर, धूप से दूर रखें", ingredientsHi: null });
    expect(localizeLabel(label, "en")).toMatchObject({ ingredients: label.ingredients, ingredientsHi: null, allergensHi: null });
    expect((await listed("1")).labelMissingHindi).toBe(false);
  });

  it("saves staff's Hindi with an audit entry, and lists a label whose English has no Hindi", async () => {
    const form = { ...declarationsFormValues(seedDeclarations["4"]!), ingredientsHi: "100% ऑर्गेनिक धुली उड़द दाल" };
    expect((await bodyOf(save("4", form))).declarations.ingredientsHi).toBe("100% ऑर्गेनिक धुली उड़द दाल");
    expect((await shown("4")).ingredientsHi).toBe("100% ऑर्गेनिक धुली उड़द दाल");
    const [entry] = await shop.db.select().from(auditLog).where(and(eq(auditLog.action, "catalogue.declarations"), eq(auditLog.entityId, "4")));
    expect(entry).toMatchObject({ actorUserId: staff.id, after: { ingredientsHi: "100% ऑर्गेनिक धुली उड़द दाल" } });

    await bodyOf(save("4", { ...form, storageHi: "", allergensHi: "" }));
    const item = await listed("4");
    expect(item.labelMissingHindi).toBe(true);
    expect(missingHindiOf(item)).toEqual(["label text"]);
    // A Hindi page shows the English where the Hindi is missing.
    expect(localizeLabel(await shown("4"), "hi")).toMatchObject({ ingredients: "100% ऑर्गेनिक धुली उड़द दाल", storage: seedDeclarations["4"]!.storage });
  });

  it("refuses Hindi longer than the English allows, and changes nothing", async () => {
    const refused = await save("6", { ...declarationsFormValues(seedDeclarations["6"]!), ingredientsHi: "द".repeat(1001), bestBeforeHi: "द".repeat(101) });
    expect(refused.status).toBe(400);
    expect((await errorOf(refused)).fields).toMatchObject({ ingredientsHi: "Ingredients in Hindi must be at most 1000 characters", bestBeforeHi: "Best before in Hindi must be at most 100 characters" });
    expect((await shown("6")).ingredientsHi).toBe(seedDeclarations["6"]!.ingredientsHi);
  });
});
