import type { ApiErrorBody } from "~/shared/api-error";

/** What a failed response says: every API failure answers the one ApiErrorBody shape. */
export async function errorOf(response: { json(): Promise<unknown> }): Promise<ApiErrorBody["error"]> {
  return ((await response.json()) as ApiErrorBody).error;
}
