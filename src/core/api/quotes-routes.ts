// The routes of this area (ADR 034): zod-free, so the browser imports them; each export is one `defineRoute`.
export {};
