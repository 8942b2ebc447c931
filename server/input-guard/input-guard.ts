import type { Context, MiddlewareHandler } from "hono";
import { authRequestHeaders } from "~/domain/accounts/auth-request-headers";
import type { AppEnv } from "../app-env";
import { DEFAULT_BODY_LIMIT, readLimited, TEXT_BODY_LIMIT, uploadRoute } from "./body-limits";
import { readFormBody } from "./form-body";
import { FIELD_REFUSAL_PATHS, formRefusal } from "./form-refusal";
import { jsonProblem } from "./json-body";
import { problemRefusal, type Refusal, refuse } from "./refusal";
import { MAX_URL_LENGTH, urlProblem } from "./url-check";

export interface InputGuardOptions {
  /** Answers a body over its limit instead of the plain 413 (the Settings page sends the person back with a toast). */
  tooLarge?: (c: Context<AppEnv>) => Response | undefined;
}

const FORM_TYPE = /^(application\/x-www-form-urlencoded|multipart\/form-data)\b/i;
const URL_ENCODED = /^application\/x-www-form-urlencoded\b/i;
const JSON_TYPE = /^application\/([a-z.-]+\+)?json\b/i;

const CUT_OFF: Refusal = {
  status: 400,
  code: "BAD_REQUEST",
  message: "The request body was cut off or could not be read as the type it says it is.",
};
const TOO_LARGE: Refusal = {
  status: 413,
  code: "PAYLOAD_TOO_LARGE",
  message: "The request body is larger than this address accepts.",
};
const NOT_A_FORM: Refusal = {
  status: 415,
  code: "UNSUPPORTED_MEDIA_TYPE",
  message: "Pages accept forms only (application/x-www-form-urlencoded or multipart/form-data).",
};

/**
 * The one place where text from a request is checked before any route sees it (docs/decisions/011-one-input-guard.md): the address
 * (every path segment, query name and value), and the body — read once, under a streaming size limit, then every
 * form field, file name and JSON string. What is refused never reaches a use-case or the database: the API answers
 * `400 { error: { code, message, fields } }`, a page a small 400 page that names the field.
 */
export function inputGuard(options: InputGuardOptions = {}): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const url = c.req.url;
    if (url.length > MAX_URL_LENGTH) {
      return refuse(c, { status: 414, code: "URI_TOO_LONG", message: "The address is too long." });
    }
    const problem = urlProblem(url);
    if (problem) return refuse(c, problemRefusal(problem));

    const raw = c.req.raw;
    if (raw.method === "GET" || raw.method === "HEAD" || raw.method === "OPTIONS") return next();
    const isApi = c.req.path.startsWith("/api/");
    const contentType = raw.headers.get("content-type") ?? "";
    // A page action reads its body as a form, and fails on anything else (even an empty body without a type).
    if (!isApi && !FORM_TYPE.test(contentType)) return refuse(c, NOT_A_FORM);
    if (!raw.body) return next();

    // A url-encoded form or JSON holds no file: the upload allowances are for multipart bodies.
    const textOnly = URL_ENCODED.test(contentType) || JSON_TYPE.test(contentType);
    const upload = textOnly ? undefined : uploadRoute(c.req.method, c.req.path);
    const defaultLimit = textOnly ? TEXT_BODY_LIMIT : DEFAULT_BODY_LIMIT;
    const declared = raw.headers.get("content-length");
    // A small declared body needs no session lookup; a large or chunked one to an upload route does, first.
    const small = declared !== null && Number(declared) <= defaultLimit;
    const maxBytes = upload && !small && (await signedIn(c)) ? upload.maxBytes : defaultLimit;
    const tooLarge = () => {
      c.header("Connection", "close");
      const answer = options.tooLarge?.(c);
      if (answer) return answer;
      if (!upload || maxBytes !== upload.maxBytes) return refuse(c, TOO_LARGE);
      const { message, field } = upload.tooLarge;
      return refuse(c, { ...TOO_LARGE, message, fields: field ? { [field]: message } : undefined });
    };
    if (Number(declared ?? 0) > maxBytes) return tooLarge();
    const bytes = await readLimited(raw.body, maxBytes);
    if (bytes === "too-large") return tooLarge();
    if (bytes === "broken") return refuse(c, CUT_OFF);
    // The routes after this one read the body again, from memory.
    c.req.raw = new Request(raw.url, {
      method: raw.method,
      headers: raw.headers,
      body: bytes.byteLength > 0 ? bytes : null,
      signal: raw.signal,
    });
    if (bytes.byteLength === 0) return next();

    if (JSON_TYPE.test(contentType)) {
      const found = jsonProblem(new TextDecoder().decode(bytes));
      // Unreadable JSON is answered by the API's own validators (400).
      if (found && found !== "unreadable") return refuse(c, problemRefusal(found));
      return next();
    }
    if (FORM_TYPE.test(contentType)) {
      const checked = await readFormBody(bytes, contentType);
      if (!checked) return refuse(c, CUT_OFF);
      const [first] = checked.problems;
      if (first && !isApi && FIELD_REFUSAL_PATHS.test(c.req.path)) {
        c.set("formRefusal", formRefusal(checked.problems, checked.form));
      } else if (first) return refuse(c, problemRefusal(first));
      return next();
    }
    // Anything else goes to the API's validators, which answer 415.
    return next();
  };
}

/** Upload routes allow a large body to a signed-in caller only (cookie or bearer), checked before reading it. */
async function signedIn(c: Context<AppEnv>): Promise<boolean> {
  const headers = authRequestHeaders(c.req.raw.headers, c.get("clientIp"));
  const session = await c
    .get("auth")
    .api.getSession({ headers })
    .catch(() => null);
  return Boolean(session);
}
