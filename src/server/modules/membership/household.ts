import { sql, type SQL } from "drizzle-orm";
import type { Queryable } from "~/server/db/client";
import { pageWindow, toPage } from "~/server/db/paging";
import { ApiError } from "~/server/http/errors";
import type { AdminPage } from "~/shared/schemas/admin-common";
import type { FlaggedReferral } from "~/shared/schemas/admin-membership";

// A member's code is for someone else: a friend's order going to the member's own phone or address
// earns no discount, and referrals whose friend shares either with the member are flagged to staff.
// Addresses compare as a courier reads them: the pincode and the street lines' letters and digits, in any case.

const addressKey = (line1: SQL | string, line2: SQL | string | null, pincode: SQL | string): SQL =>
  sql`${pincode} || ':' || regexp_replace(lower(${line1} || ' ' || coalesce(${line2}, '')), '[^[:alnum:]]+', '', 'g')`;

/** Every phone and address a customer has saved or had an order delivered to. */
const contactsOf = (userIds: SQL) => sql`
  select user_id, phone, ${addressKey(sql`address_line1`, sql`address_line2`, sql`pincode`)} as address from addresses where user_id in (${userIds})
  union
  select user_id, shipping_phone, ${addressKey(sql`shipping_address_line1`, sql`shipping_address_line2`, sql`shipping_pincode`)} from orders where user_id in (${userIds})`;

export const OWN_HOUSEHOLD_MESSAGE = "A member's code is for friends: it gives no discount on an order delivered to the member's own phone number or address.";

type Delivery = { phone: string; addressLine1: string; addressLine2: string | null; pincode: string };

/** Refuses the friend discount when this delivery's phone or address is one of the member's own. */
export async function refuseMembersOwnHousehold(db: Queryable, memberUserId: string, delivery: Delivery): Promise<void> {
  const result = await db.execute<{ shared: boolean }>(sql`
    with member_contacts as (${contactsOf(sql`${memberUserId}`)})
    select exists (
      select 1 from member_contacts
      where phone = ${delivery.phone} or address = ${addressKey(delivery.addressLine1, delivery.addressLine2, delivery.pincode)}
    ) as shared`);
  if (result.rows[0]?.shared) {
    throw new ApiError(400, OWN_HOUSEHOLD_MESSAGE, { title: "Promo Code Not Applicable", fields: { code: OWN_HOUSEHOLD_MESSAGE } });
  }
}

type FlaggedRow = {
  order_id: string;
  order_number: string;
  placed_at: Date | string;
  member_name: string;
  member_code: string;
  friend_name: string;
  friend_email: string;
  shares_phone: boolean;
  shares_address: boolean;
};

/** Orders placed with a member's code whose friend shares a phone or an address with the member, newest first. */
export async function flaggedReferrals(db: Queryable, page: number): Promise<AdminPage<FlaggedReferral>> {
  const window = pageWindow(page);
  const involved = sql`select user_id from orders where referrer_user_id is not null union select referrer_user_id from orders where referrer_user_id is not null`;
  const result = await db.execute<FlaggedRow>(sql`
    with contact as (${contactsOf(involved)}),
    referral as (
      select o.id, o.order_number, o.created_at, o.user_id as friend_id, o.referrer_user_id as member_id,
        exists (select 1 from contact f join contact m on m.phone = f.phone where f.user_id = o.user_id and m.user_id = o.referrer_user_id) as shares_phone,
        exists (select 1 from contact f join contact m on m.address = f.address where f.user_id = o.user_id and m.user_id = o.referrer_user_id) as shares_address
      from orders o where o.referrer_user_id is not null
    )
    select r.id as order_id, r.order_number, r.created_at as placed_at, mu.name as member_name, mb.code as member_code,
      fu.name as friend_name, fu.email as friend_email, r.shares_phone, r.shares_address
    from referral r
    join members mb on mb.user_id = r.member_id
    join users mu on mu.id = r.member_id
    join users fu on fu.id = r.friend_id
    where r.shares_phone or r.shares_address
    order by r.created_at desc, r.id desc
    limit ${window.limit} offset ${window.offset}`);
  return toPage(page, result.rows, (row) => ({
    orderId: row.order_id,
    orderNumber: row.order_number,
    placedAt: new Date(row.placed_at).toISOString(),
    memberName: row.member_name,
    memberCode: row.member_code,
    friendName: row.friend_name,
    friendEmail: row.friend_email,
    sharesPhone: row.shares_phone,
    sharesAddress: row.shares_address,
  }));
}
