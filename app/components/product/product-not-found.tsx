import { PackageX } from "lucide-react";
import { Link } from "react-router";

export function ProductNotFound() {
  return (
    <main className="mx-auto flex max-w-xl flex-col items-center gap-3 px-4 py-16 text-center">
      <PackageX aria-hidden="true" className="size-14 text-slate-400" />
      <h1 className="text-2xl font-bold">Product Not Found</h1>
      <p className="text-slate-700">The product you are looking for does not exist or has been removed.</p>
      <Link to="/products" className="rounded-md bg-brand px-4 py-2 font-semibold text-white">
        Go back to listings
      </Link>
    </main>
  );
}
