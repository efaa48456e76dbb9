/** Every back-office query lives under ["admin"], so a change can refresh exactly what it affects. */
export const adminKeys = {
  all: ["admin"] as const,
  dashboard: ["admin", "dashboard"] as const,
  orders: ["admin", "orders"] as const,
  orderList: (query: Record<string, string>) => ["admin", "orders", "list", query] as const,
  order: (id: string) => ["admin", "orders", "detail", id] as const,
  promos: ["admin", "promos"] as const,
  allReviews: ["admin", "reviews"] as const,
  reviews: (page: number) => ["admin", "reviews", page] as const,
  subscribers: (page: number) => ["admin", "subscribers", page] as const,
  entrants: (month: string) => ["admin", "lucky-draw", "entrants", month] as const,
  draws: ["admin", "lucky-draw", "draws"] as const,
  staff: ["admin", "staff"] as const,
  audit: (page: number) => ["admin", "audit", page] as const,
  allEmails: ["admin", "emails"] as const,
  emails: (status: string, page: number) => ["admin", "emails", status, page] as const,
};
