export const LOGIN_MODES = ["options", "phone", "otp", "email", "forgot", "reset", "reset-code"] as const;
export type LoginMode = (typeof LOGIN_MODES)[number];

type Params = Record<string, string | number | null | undefined>;

function withQuery(path: string, params: Params): string {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value === undefined || value === null || value === "") continue;
    // "/" is where everyone goes anyway: keep the address short.
    if (key === "redirectTo" && value === "/") continue;
    query.set(key, String(value));
  }
  const text = query.toString();
  return text ? `${path}?${text}` : path;
}

/** /login in one of its modes; `redirectTo` is carried from step to step. */
export function loginUrl(mode: LoginMode, params: Params = {}): string {
  return withQuery("/login", { mode: mode === "options" ? undefined : mode, ...params });
}

export function signupUrl(params: Params = {}): string {
  return withQuery("/signup", params);
}

export function parseLoginMode(value: string | null): LoginMode {
  return (LOGIN_MODES as readonly string[]).includes(value ?? "") ? (value as LoginMode) : "options";
}
