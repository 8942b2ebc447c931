/**
 * Where the e2e run's stand-in push service listens (tests/support/push-service.ts): a fixed port next to the
 * app's, so the server can be told it is a push service (PUSH_EXTRA_ORIGINS; Mandi calls no other host but the
 * browsers' own push services, issue 25 §5).
 */
export function standInPush(appPort: number) {
  const port = appPort + 11_000;
  return { port, origin: `http://127.0.0.1:${port}` };
}
