import { Link } from "react-router";
import { m } from "~/i18n/paraglide/messages";

export function NotFoundState({ title, message }: { title: string; message: string }) {
  return (
    <main className="mx-auto max-w-xl px-4 py-16 text-center">
      <h1 className="text-3xl font-bold">{title}</h1>
      <p className="mt-2 text-gray-700">{message}</p>
      <Link to="/" className="mt-6 inline-block font-semibold underline">
        {m.static_not_found_home()}
      </Link>
    </main>
  );
}
