import { Heart } from "lucide-react";
import { Link } from "react-router";

/** Favourites need an account: until one is signed in, the heart leads to the login page. */
export function FavoriteLink({ className = "" }: { className?: string }) {
  return (
    <Link
      to="/login"
      aria-label="Save to favorites"
      className={`z-10 inline-flex size-9 items-center justify-center rounded-full bg-white/95 text-brand shadow-sm hover:text-red-600 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand ${className}`}
    >
      <Heart aria-hidden="true" className="size-5" />
    </Link>
  );
}
