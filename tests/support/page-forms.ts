/**
 * The POST forms of a server-rendered page, read from its markup as a browser without JavaScript would submit
 * them: each field's name, kind and the values the form offers (issue 25 §8 sends every other value instead).
 * React's server output is regular enough for this: attributes in double quotes, `<input …/>`, no nesting of forms.
 */

export type FieldKind = "checkbox" | "radio" | "select" | "number" | "file" | "hidden" | "text";

export interface FormField {
  name: string;
  kind: FieldKind;
  /** The input's type attribute (email, tel, password, textarea, select, …). */
  type: string;
  /** What the form offers: a checkbox's value, each radio's, each option's; the value shown for the others. */
  options: string[];
  /** What the form sends as it stands (checked boxes, the selected option, the first radio). */
  value: string | undefined;
}

export interface PageForm {
  /** Where the form posts, a path. */
  action: string;
  multipart: boolean;
  fields: FormField[];
  /** The submit buttons that carry a name and value (several intents of one form). */
  submits: { name: string; value: string }[];
}

const ENTITIES: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', "#39": "'", "#x27": "'" };
const decode = (text: string) =>
  text.replace(/&(amp|lt|gt|quot|#39|#x27);/g, (_, e: string) => ENTITIES[e] ?? e);

function attributes(tag: string): Record<string, string> {
  const found: Record<string, string> = {};
  for (const m of tag.matchAll(/\s([a-zA-Z-]+)(?:="([^"]*)")?/g)) {
    if (m[1]) found[m[1].toLowerCase()] = decode(m[2] ?? "");
  }
  return found;
}

const KINDS: Record<string, FieldKind> = {
  checkbox: "checkbox",
  radio: "radio",
  number: "number",
  range: "number",
  file: "file",
  hidden: "hidden",
};

export function pageForms(html: string, pagePath: string): PageForm[] {
  const markup = html.replace(/<script[\s\S]*?<\/script>/g, "");
  const forms: PageForm[] = [];
  for (const match of markup.matchAll(/<form\b([^>]*)>([\s\S]*?)<\/form>/g)) {
    const form = attributes(match[1] ?? "");
    if ((form.method ?? "get").toLowerCase() !== "post") continue;
    const body = match[2] ?? "";
    const fields = new Map<string, FormField>();
    const submits: PageForm["submits"] = [];
    for (const tag of body.matchAll(/<(input|textarea|select|button)\b([^>]*)>([\s\S]*?<\/select>)?/g)) {
      const [, element = "", raw = "", selectBody = ""] = tag;
      const a = attributes(raw);
      const name = a.name;
      if (!name) continue;
      if (element === "button" || a.type === "submit") {
        if (a.value !== undefined) submits.push({ name, value: a.value });
        continue;
      }
      if (element === "select") {
        const options = [...selectBody.matchAll(/<option\b([^>]*)>([^<]*)/g)].map((o) => {
          const oa = attributes(o[1] ?? "");
          return { value: oa.value ?? decode(o[2] ?? ""), selected: "selected" in oa };
        });
        const chosen = options.find((o) => o.selected) ?? options.find((o) => o.value) ?? options[0];
        const offered = options.map((o) => o.value);
        fields.set(name, { name, kind: "select", type: "select", options: offered, value: chosen?.value });
        continue;
      }
      const kind: FieldKind = element === "textarea" ? "text" : (KINDS[a.type ?? "text"] ?? "text");
      const value = a.value ?? (kind === "checkbox" || kind === "radio" ? "on" : undefined);
      const known = fields.get(name);
      if (known && kind === "radio") {
        known.options.push(value ?? "on");
        if ("checked" in a) known.value = value;
        continue;
      }
      const sends = kind === "checkbox" ? ("checked" in a ? value : undefined) : value;
      const type = element === "textarea" ? "textarea" : (a.type ?? "text");
      fields.set(name, { name, kind, type, options: value === undefined ? [] : [value], value: sends });
    }
    forms.push({
      action: new URL(form.action || pagePath, "http://x").pathname,
      multipart: (form.enctype ?? "").includes("multipart"),
      fields: [...fields.values()],
      submits,
    });
  }
  return forms;
}
