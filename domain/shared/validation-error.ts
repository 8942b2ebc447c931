import type { z } from "zod";
import { message } from "~/i18n/render-text";
import { AppError } from "./app-error";

/** Parses `input` with `schema`, or throws VALIDATION with the first message of every invalid field. */
export function parseInput<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  const result = schema.safeParse(input);
  if (result.success) return result.data;
  const fields: Record<string, string> = {};
  for (const issue of result.error.issues) {
    const key = issue.path.join(".") || "_";
    fields[key] ??= issue.message;
  }
  throw AppError.of("VALIDATION", Object.values(fields)[0] ?? message("server_shared_check_form"), {
    fields,
  });
}
