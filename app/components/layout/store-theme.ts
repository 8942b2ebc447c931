/** Pages of the simple store wear the dark theme: dark header with a cart, no category bar, no location. */
export function isStoreThemePath(pathname: string): boolean {
  return pathname === "/store" || pathname === "/success" || pathname.startsWith("/product/");
}
