import type { InputProblem } from "./problem";
import { decodeLenient, decodeStrict, textProblem } from "./text-checks";

export type { InputProblem };

/** Longer addresses are refused (414): Node already refuses headers over 16 KB, and no Mandi link comes close. */
export const MAX_URL_LENGTH = 8 * 1024;

const BAD_ENCODING = "has percent-encoding that is not valid UTF-8 text";

/** Checks every path segment and every query name and value of the address, decoded; the first problem wins. */
export function urlProblem(url: string): InputProblem | undefined {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return { field: "path", reason: "is not a valid address" };
  }
  const { pathname, search } = parsed;
  for (const segment of pathname.split("/")) {
    const decoded = decodeStrict(segment, false);
    if (decoded === undefined) return { field: "path", reason: BAD_ENCODING };
    const reason = textProblem(decoded, "address");
    if (reason) return { field: "path", reason };
  }
  for (const pair of search.slice(1).split("&")) {
    if (!pair) continue;
    const eq = pair.indexOf("=");
    const rawName = eq < 0 ? pair : pair.slice(0, eq);
    const name = decodeStrict(rawName, true);
    const field = name ?? decodeLenient(rawName);
    if (name === undefined) return { field, reason: BAD_ENCODING };
    const nameReason = textProblem(name, "name");
    if (nameReason) return { field, reason: nameReason };
    const value = decodeStrict(eq < 0 ? "" : pair.slice(eq + 1), true);
    if (value === undefined) return { field, reason: BAD_ENCODING };
    const reason = textProblem(value, "address");
    if (reason) return { field, reason };
  }
  return undefined;
}
