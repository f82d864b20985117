/**
 * Ports of the end-to-end run: the app server (tests/e2e/serve.ts) and the SMTP server that
 * the e-mail tests start and stop themselves, which the app sends to. E2E_PORT moves both,
 * so two runs on one machine can live side by side.
 */
export const E2E_PORT = Number(process.env.E2E_PORT ?? 3210);
export const E2E_SMTP_PORT = E2E_PORT + 15;
