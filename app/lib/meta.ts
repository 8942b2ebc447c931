import type { MetaDescriptor } from "react-router";

export const SITE_NAME = "Mandi";
export const META_DESCRIPTION_LIMIT = 160;

/** Cuts at a word boundary and adds an ellipsis so a description never exceeds 160 characters. */
export function cutDescription(text: string, limit = META_DESCRIPTION_LIMIT): string {
  const clean = text.replace(/\s+/g, " ").trim();
  if (clean.length <= limit) return clean;
  const slice = clean.slice(0, limit - 1);
  const lastSpace = slice.lastIndexOf(" ");
  return `${(lastSpace > limit * 0.6 ? slice.slice(0, lastSpace) : slice).replace(/[\s.,;:!?-]+$/, "")}…`;
}

export function pageMeta(title: string, description: string): MetaDescriptor[] {
  return [
    { title: title === SITE_NAME ? title : `${title} | ${SITE_NAME}` },
    { name: "description", content: cutDescription(description) },
  ];
}
