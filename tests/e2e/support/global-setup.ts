import { startOidcProvider } from "../../support/oidc-provider";
import { standInGoogle } from "./stand-in-google";

/** Starts the local OpenID provider that stands in for Google during the browser journeys; stops it after. */
export default async function globalSetup() {
  const google = standInGoogle(Number(process.env.E2E_PORT ?? 3100));
  const provider = await startOidcProvider({ port: google.port, redirectUri: google.redirectUri });
  return () => provider.close();
}
