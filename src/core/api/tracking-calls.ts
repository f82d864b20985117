// The calls of this area (ADR 034); each export is one `defineCall`.
export {};
