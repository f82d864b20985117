/**
 * The shapes of a quote's link token and a sketch id, without zod's request schemas: the
 * configurator's stored values check them, and its first screen is pre-rendered inside the
 * server (ADR 016), where a schema with an OpenAPI id loaded a second time made the API
 * document fail (ADR 015: schemas with an id stay out of what the configurator imports).
 */
export const QUOTE_TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;
export const SKETCH_ID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
