/**
 * The `next` of a sign-in link, accepted only as a path on this site: `//evil.example` or
 * `https://…` would turn the sign-in screen into an open redirect.
 */
export function safeNextPath(next: string | null, fallback: string): string {
  if (!next || !next.startsWith('/') || next.startsWith('//') || next.startsWith('/\\')) return fallback;
  return next;
}

export function signInPath(loginPath: string, location: { pathname: string; search: string }): string {
  return `${loginPath}?next=${encodeURIComponent(`${location.pathname}${location.search}`)}`;
}
