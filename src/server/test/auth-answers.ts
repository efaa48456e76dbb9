// The parts of better-auth's answers the tests read, typed once (they are outside the typed routes).

export type AuthUser = { id: string; name: string; email: string; role: string };

/** The user a sign-up, sign-in or get-session answered with. */
export async function authUserOf(response: Response): Promise<AuthUser> {
  const body = (await response.json()) as { user?: AuthUser } | null;
  if (!body?.user) throw new Error(`no user in the answer (${response.status})`);
  return body.user;
}

/** better-auth's own error body (not the API's ApiErrorBody). */
export async function authErrorOf(response: Response): Promise<{ message: string; code?: string }> {
  return (await response.json()) as { message: string; code?: string };
}
