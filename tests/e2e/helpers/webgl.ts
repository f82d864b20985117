import { chromiumPath } from '../chromium-path';

/**
 * `test.use` for a spec that opens the 3D view: Chromium's software WebGL (SwiftShader). This
 * machine runs Chromium with --disable-gpu, and newer Chromiums offer SwiftShader to WebGL only
 * when asked. bypassCSP lets axe's script in.
 */
export const WITH_SOFTWARE_WEBGL = {
  bypassCSP: true,
  launchOptions: {
    executablePath: chromiumPath(),
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--enable-unsafe-swiftshader',
      '--use-angle=swiftshader',
      '--disable-background-networking',
      '--no-first-run',
    ],
  },
};

/** A phone and a desktop, the two sizes a journey is proved at. */
export const PHONE_AND_DESKTOP = [
  ['phone', { width: 390, height: 844 }],
  ['desktop', { width: 1280, height: 800 }],
] as const;
