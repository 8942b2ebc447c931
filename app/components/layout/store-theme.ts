/** Pages of the simple store (and its cart) wear the dark theme: dark header with a cart, no category bar, no location. */
export function isStoreThemePath(pathname: string): boolean {
  return (
    pathname === "/store" ||
    pathname === "/cart" ||
    pathname === "/success" ||
    pathname.startsWith("/product/")
  );
}
