import { Hono } from "hono";
import type { AppDeps, AppEnv } from "~/server/context";
import { requireUser } from "~/server/http/session";
import { validate } from "~/server/http/validate";
import { addressSchema } from "~/shared/schemas/address";
import { addAddress, deleteAddress, listAddresses, makeDefaultAddress, updateAddress } from "./service";

export function addressRoutes({ db }: AppDeps) {
  return new Hono<AppEnv>()
    .use(requireUser)
    .get("/", async (c) => c.json({ addresses: await listAddresses(db, c.var.user!.id) }))
    .post("/", validate("json", addressSchema), async (c) => {
      const address = await addAddress(db, c.var.user!.id, c.req.valid("json"));
      return c.json({ address, message: "Address added successfully" }, 201);
    })
    .put("/:id", validate("json", addressSchema), async (c) => {
      const address = await updateAddress(db, c.var.user!.id, c.req.param("id"), c.req.valid("json"));
      return c.json({ address, message: "Address updated successfully" });
    })
    .post("/:id/default", async (c) => {
      const address = await makeDefaultAddress(db, c.var.user!.id, c.req.param("id"));
      return c.json({ address, message: "Default address updated" });
    })
    .delete("/:id", async (c) => {
      await deleteAddress(db, c.var.user!.id, c.req.param("id"));
      return c.json({ message: "Address deleted successfully" });
    });
}
