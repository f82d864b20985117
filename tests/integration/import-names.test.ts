import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

/**
 * The package's own import names ('#core/…' and the rest, CONTRIBUTING.md "How the layers may
 * import") are declared twice: package.json "imports" is what Node and tsx resolve at run time,
 * wherever the process starts; tsconfig.json "paths" is what TypeScript, ESLint and Playwright
 * read. They must name the same folders.
 */
describe('import names', () => {
  it('are the same in package.json "imports" and tsconfig.json "paths"', () => {
    const packageImports = (JSON.parse(readFileSync('package.json', 'utf8')) as { imports: Record<string, string> })
      .imports;
    const tsconfigPaths = (
      JSON.parse(readFileSync('tsconfig.json', 'utf8')) as { compilerOptions: { paths: Record<string, string[]> } }
    ).compilerOptions.paths;
    expect(Object.keys(packageImports).length).toBeGreaterThan(0);
    expect(Object.fromEntries(Object.entries(tsconfigPaths).map(([name, [target]]) => [name, target]))).toEqual(
      packageImports,
    );
  });
});
