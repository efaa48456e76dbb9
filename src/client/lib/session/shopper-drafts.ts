// A signed-in shopper's drafts under their user id in sessionStorage: survive a reload, never reach the server, forgotten at Logout.

const prefix = "dff:draft:";

function storage(): Storage | null {
  try {
    return typeof window === "undefined" ? null : window.sessionStorage;
  } catch {
    return null;
  }
}

const keyOf = (name: string, userId: string) => `${prefix}${name}:${userId}`;

/** The stored value, or undefined when there is none or it is not JSON (the caller checks its shape). */
export function readDraft(name: string, userId: string): unknown {
  const raw = storage()?.getItem(keyOf(name, userId));
  if (!raw) return undefined;
  try {
    return JSON.parse(raw) as unknown;
  } catch {
    return undefined;
  }
}

export function writeDraft(name: string, userId: string, value: unknown): void {
  try {
    storage()?.setItem(keyOf(name, userId), JSON.stringify(value));
  } catch {
    // storage full or refused: the draft is simply not kept
  }
}

export function clearDraft(name: string, userId: string): void {
  storage()?.removeItem(keyOf(name, userId));
}

/** Every draft of every user in this tab (on Logout). */
export function forgetShopperDrafts(): void {
  const store = storage();
  if (!store) return;
  const keys: string[] = [];
  for (let i = 0; i < store.length; i += 1) {
    const key = store.key(i);
    if (key?.startsWith(prefix)) keys.push(key);
  }
  for (const key of keys) store.removeItem(key);
}
