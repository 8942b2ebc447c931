import { cleanText, decodeLenient, decodeStrict, textProblem } from "./text-checks";
import type { InputProblem } from "./url-check";

export interface CheckedForm {
  /** Every field, with refused characters removed: what the page action reads. */
  form: FormData | URLSearchParams;
  problems: InputProblem[];
}

const BAD_ENCODING = "has percent-encoding that is not valid UTF-8 text";

/**
 * Parses a urlencoded or multipart body once and checks every field name, text value and file name. Undefined
 * when the body cannot be read as a form at all (cut off, no boundary, not the type it claims).
 */
export async function readFormBody(
  bytes: Uint8Array<ArrayBuffer>,
  contentType: string,
): Promise<CheckedForm | undefined> {
  if (/^application\/x-www-form-urlencoded\b/i.test(contentType)) return readUrlEncoded(bytes);
  try {
    const parsed = await new Response(bytes, { headers: { "Content-Type": contentType } }).formData();
    return checkMultipart(parsed);
  } catch {
    return undefined;
  }
}

// URLSearchParams turns bytes that are not UTF-8 into U+FFFD without a word, so each component is decoded strictly.
function readUrlEncoded(bytes: Uint8Array<ArrayBuffer>): CheckedForm {
  const form = new URLSearchParams();
  const problems: InputProblem[] = [];
  for (const pair of new TextDecoder().decode(bytes).split("&")) {
    if (!pair) continue;
    const eq = pair.indexOf("=");
    const rawName = eq < 0 ? pair : pair.slice(0, eq);
    const rawValue = eq < 0 ? "" : pair.slice(eq + 1);
    const name = decodeStrict(rawName, true);
    const value = decodeStrict(rawValue, true);
    const field = cleanText(name ?? decodeLenient(rawName), "name");
    const reason =
      name === undefined || value === undefined
        ? BAD_ENCODING
        : (textProblem(name, "name") ?? textProblem(value, "body"));
    if (reason) problems.push({ field, reason });
    form.append(field, cleanText(value ?? decodeLenient(rawValue), "body"));
  }
  return { form, problems };
}

function checkMultipart(parsed: FormData): CheckedForm {
  const form = new FormData();
  const problems: InputProblem[] = [];
  for (const [name, value] of parsed) {
    const field = cleanText(name, "name");
    const nameReason = textProblem(name, "name");
    if (typeof value === "string") {
      const reason = nameReason ?? textProblem(value, "body");
      if (reason) problems.push({ field, reason });
      form.append(field, reason ? cleanText(value, "body") : value);
      continue;
    }
    const fileReason = textProblem(value.name, "name");
    const reason = nameReason ?? (fileReason && `has a file name that ${fileReason}`);
    if (reason) problems.push({ field, reason });
    const file = fileReason ? new File([value], cleanText(value.name, "name"), { type: value.type }) : value;
    form.append(field, file);
  }
  return { form, problems };
}
