import type { Context } from "hono";
import type { ContentfulStatusCode } from "hono/utils/http-status";
import { errorBody } from "../api/errors";
import type { InputProblem } from "./url-check";

export interface Refusal {
  status: ContentfulStatusCode;
  code: string;
  message: string;
  /** Field → message, for the API's `fields`. */
  fields?: Record<string, string> | undefined;
}

/** "The address …" for the path, `"q" …` for anything named. */
export function problemMessage(problem: InputProblem): string {
  const subject = problem.field === "path" ? "The address" : `"${problem.field}"`;
  return `${subject} ${problem.reason}.`;
}

export function problemRefusal(problem: InputProblem): Refusal {
  const message = problemMessage(problem);
  return { status: 400, code: "BAD_REQUEST", message, fields: { [problem.field]: message } };
}

/** The API answers `{ error: { code, message, fields? } }`; a page gets a small page that says what to do. */
export function refuse(c: Context, refusal: Refusal): Response {
  if (c.req.path.startsWith("/api/")) {
    return c.json(errorBody(refusal.code, refusal.message, refusal.fields), refusal.status);
  }
  return c.html(refusalPage(refusal.message), refusal.status);
}

function refusalPage(message: string): string {
  return `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Request not accepted | Mandi</title></head>
<body style="font-family: system-ui, sans-serif; max-width: 36rem; margin: 3rem auto; padding: 0 1rem; line-height: 1.5">
<main>
<h1>We could not accept that request</h1>
<p>${escapeHtml(message)}</p>
<p>Go back, check what you typed or the link you followed, and try again.</p>
<p><a href="/">Go to the Mandi home page</a></p>
</main>
</body>
</html>`;
}

function escapeHtml(text: string): string {
  return text.replace(
    /[&<>"']/g,
    (ch) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[ch] ?? ch,
  );
}
