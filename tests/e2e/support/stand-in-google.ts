/** Where the e2e run's stand-in Google listens: next to the app's port, shared by the config and the global setup. */
export function standInGoogle(appPort: number) {
  const port = appPort + 10_000;
  return {
    port,
    issuer: `http://127.0.0.1:${port}`,
    clientId: "mandi-e2e",
    clientSecret: "mandi-e2e-secret",
    redirectUri: `http://localhost:${appPort}/api/auth/callback/google`,
  };
}
