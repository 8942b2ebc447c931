import path from "node:path";
import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";

export default defineConfig(({ isSsrBuild }) => ({
  // The SSR bundle's entry is the whole server (Hono + React Router), see server/main.ts.
  build: isSsrBuild ? { rollupOptions: { input: "./server/main.ts" } } : {},
  resolve: { alias: { "~": path.resolve(import.meta.dirname) } },
  // Native and server-only packages stay external in the server bundle.
  ssr: { external: ["@electric-sql/pglite", "sharp", "pg", "pino", "ioredis", "nodemailer"] },
  plugins: [tailwindcss(), reactRouter()],
}));
