/**
 * The port of the end-to-end app server (tests/e2e/serve.ts); E2E_PORT moves it, so two runs
 * on one machine can live side by side. Its SMTP server takes a port the system picks
 * (tests/e2e/helpers/mail-catcher.ts).
 */
export const E2E_PORT = Number(process.env.E2E_PORT ?? 3210);
