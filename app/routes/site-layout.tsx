import { Outlet } from "react-router";

export default function SiteLayout() {
  return (
    <>
      <header className="bg-white p-4 shadow">
        <a href="/" className="text-2xl font-extrabold">
          Mandi
        </a>
      </header>
      <Outlet />
    </>
  );
}
