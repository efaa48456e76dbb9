import type { Context } from "hono";
import { paths } from "~/shared/paths";
import type { ShopperSnapshot } from "~/shared/shopper-source";
import type { AppDeps, AppEnv } from "./context";
import { listAddresses } from "./modules/addresses/service";
import { cartAnswer } from "./modules/cart/answer";
import { membershipAnswer } from "./modules/membership/answer";
import { sessionUserReader } from "./http/session";

/** A value as its API answer carries it: c.json's own JSON round trip (dates become ISO strings). */
const asAnswered = <T>(value: T): unknown => JSON.parse(JSON.stringify(value));

/**
 * What a page rendered for a signed-in shopper starts with (docs/decisions/032): the shopper and,
 * exactly as the API answers them, the data the page shows: the cart on /cart; on /checkout also the
 * saved addresses and the membership (rewards to spend). Null when the request has no live session.
 */
export function shopperSnapshot(deps: Pick<AppDeps, "db" | "env">) {
  const userOf = sessionUserReader(deps);
  return async (c: Context<AppEnv>, pathname: string): Promise<ShopperSnapshot | null> => {
    const user = await userOf(c.req.header("Cookie"));
    if (!user) return null;
    if (pathname !== paths.checkout.path) return { user, cart: asAnswered(await cartAnswer(deps.db, user.id)) };
    const [cart, addresses, membership] = await Promise.all([cartAnswer(deps.db, user.id), listAddresses(deps.db, user.id), membershipAnswer(deps, user.id)]);
    return { user, cart: asAnswered(cart), addresses: asAnswered(addresses), membership: asAnswered(membership) };
  };
}
