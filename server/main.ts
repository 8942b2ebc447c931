// Input of the Vite SSR build: build/server/index.js is the whole production server.

import * as serverBuild from "virtual:react-router/server-build";
import type { ServerBuild } from "react-router";
import { createServer } from "./create-server";

export { createGracefulHttpServer } from "./graceful-http";

export function createProductionServer(clientDir: string) {
  return createServer({ build: serverBuild as unknown as ServerBuild, mode: "production", clientDir });
}
