export function categoryHref(categorySlug: string, subcategorySlug?: string): string {
  return subcategorySlug ? `/products/${categorySlug}/${subcategorySlug}` : `/products/${categorySlug}`;
}

/** The category bar's shortcuts: the first 5 categories by name. */
export function topCategories<C extends { name: string }>(categories: readonly C[], count = 5): C[] {
  return [...categories].sort((a, b) => a.name.localeCompare(b.name, "en-IN")).slice(0, count);
}
