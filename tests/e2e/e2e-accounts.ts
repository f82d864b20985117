/** The owner that tests/e2e/serve.ts creates on every end-to-end run's fresh database. */
export const E2E_OWNER = {
  email: 'owner@grainline.example',
  name: 'Olwethu Owner',
  password: 'e2e kiaat password',
} as const;
