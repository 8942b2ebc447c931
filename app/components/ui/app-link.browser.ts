// What `~/app/components/ui/app-link` is in the browser's bundle (vite.config.ts): React Router's own <Link>, as a
// re-export, so a chunk imports it straight from the framework's chunk like any other <Link>.
export { Link as AppLink } from "react-router";
