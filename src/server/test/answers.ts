import { expect } from "vitest";
import type { ApiErrorBody } from "~/shared/api-error";

type JsonAnswer = { status: number; json(): Promise<unknown> };

/** The body of a call that must answer `status`; typed by the route when the call is typed. */
export async function bodyOf<Answer extends JsonAnswer>(call: Answer | Promise<Answer>, status = 200): Promise<Awaited<ReturnType<Answer["json"]>>> {
  const response = await call;
  expect(response.status).toBe(status);
  return (await response.json()) as Awaited<ReturnType<Answer["json"]>>;
}

/** What a failed response says: every API failure answers the one ApiErrorBody shape. */
export async function errorOf(response: { json(): Promise<unknown> }): Promise<ApiErrorBody["error"]> {
  return ((await response.json()) as ApiErrorBody).error;
}

/** The field messages of a call refused with `status` (400 unless told). */
export async function fieldErrorsOf(response: JsonAnswer, status = 400): Promise<ApiErrorBody["error"]["fields"]> {
  expect(response.status).toBe(status);
  return (await errorOf(response)).fields;
}
