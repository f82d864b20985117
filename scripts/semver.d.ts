// semver (a dependency of npm's tooling, always installed) ships no types; check-lock.ts needs one function.
declare module 'semver' {
  export function satisfies(version: string, range: string): boolean;
}
