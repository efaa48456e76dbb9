import type { Context } from "hono";
import { langOf, unlocalized, type Lang } from "~/shared/lang";
import { paths } from "~/shared/paths";
import type { ShopperSnapshot } from "~/shared/shopper-source";
import type { AppDeps, AppEnv } from "./context";
import { listAddresses } from "./modules/addresses/service";
import { cartAnswer } from "./modules/cart/answer";
import { membershipAnswer } from "./modules/membership/answer";
import { sessionUserReader } from "./http/session";

type Deps = Pick<AppDeps, "db" | "env">;

/** A value as its API answer carries it: c.json's own JSON round trip (dates become ISO strings). */
const asAnswered = (value: unknown): unknown => JSON.parse(JSON.stringify(value));

/** The pages rendered for a signed-in shopper, each with its data exactly as the API answers it to the page's language. */
const pageData = new Map<string, (deps: Deps, userId: string, lang: Lang) => Promise<Omit<ShopperSnapshot, "user">>>([
  [paths.cart.path, async ({ db }, userId, lang) => ({ cart: asAnswered(await cartAnswer(db, userId, lang)) })],
  [
    paths.checkout.path,
    async (deps, userId, lang) => {
      const [cart, addresses, membership] = await Promise.all([cartAnswer(deps.db, userId, lang), listAddresses(deps.db, userId), membershipAnswer(deps, userId)]);
      return { cart: asAnswered(cart), addresses: asAnswered(addresses), membership: asAnswered(membership) };
    },
  ],
]);

/** What a page rendered for a signed-in shopper starts with; null for other pages, without a live session, or when a read fails (the browser reads it then). */
export function shopperSnapshot(deps: Deps) {
  const userOf = sessionUserReader(deps);
  return async (c: Context<AppEnv>, pathname: string): Promise<ShopperSnapshot | null> => {
    const read = pageData.get(unlocalized(pathname));
    if (!read) return null;
    const user = await userOf(c.req.header("Cookie"));
    if (!user) return null;
    try {
      return { user, ...(await read(deps, user.id, langOf(pathname))) };
    } catch (error) {
      c.var.logger.error("a signed-in page's data could not be read; sending its frame", { requestId: c.var.requestId, path: pathname, error });
      return null;
    }
  };
}
