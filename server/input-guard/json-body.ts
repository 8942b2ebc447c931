import { cleanText, textProblem } from "./text-checks";
import type { InputProblem } from "./url-check";

/**
 * The first refused string of a JSON body (keys included), named by its path ("attributes.brand", "photos[2]");
 * "unreadable" when the body is not JSON. The body was decoded leniently, so bytes that are not UTF-8 show up as
 * U+FFFD and are refused like the rest.
 */
export function jsonProblem(text: string): InputProblem | "unreadable" | undefined {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return "unreadable";
  }
  return walk(value, "", 0);
}

// Far deeper than any Mandi body; a deeper one would only exhaust the stack of whoever walks it next.
const MAX_DEPTH = 32;

function walk(value: unknown, path: string, depth: number): InputProblem | undefined {
  if (depth > MAX_DEPTH) return { field: path, reason: "is nested too deeply" };
  if (typeof value === "string") {
    const reason = textProblem(value, "body");
    return reason ? { field: path || "body", reason } : undefined;
  }
  if (Array.isArray(value)) {
    for (const [index, item] of value.entries()) {
      const problem = walk(item, `${path}[${index}]`, depth + 1);
      if (problem) return problem;
    }
    return undefined;
  }
  if (value && typeof value === "object") {
    for (const [key, item] of Object.entries(value)) {
      const field = path ? `${path}.${cleanText(key, "name")}` : cleanText(key, "name");
      const keyReason = textProblem(key, "name");
      if (keyReason) return { field, reason: `has a name that ${keyReason}` };
      const problem = walk(item, field, depth + 1);
      if (problem) return problem;
    }
  }
  return undefined;
}
