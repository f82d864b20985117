import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { writeProfileReport } from './cpu-profile-report';
import { benchHttpAgainstBareFastify, httpRows } from './external-http-bench';

/**
 * ADR 037's profiles: each measured call loaded alone (10 connections, 10 s) on the app started
 * with `node --cpu-prof`, then the profile's load window written as folded stacks, a top table and
 * a flame graph. `npx tsx bench/profile-http.ts <out-dir> <prefix>` (say docs/decisions/037-assets before).
 */
const [outDir = 'docs/decisions/037-assets', prefix = 'profile'] = process.argv.slice(2);
const seconds = 10;
const calls: [string, string][] = [
  ['POST /api/pricing/quote', 'pricing-quote'],
  ['GET /api/pricing/wood-species', 'wood-species'],
  ['GET /api/quotes/:token', 'quote-page'],
];
for (const [call, slug] of calls) {
  const profileDir = fs.mkdtempSync(path.join(os.tmpdir(), 'grainline-profile-'));
  const results = await benchHttpAgainstBareFastify({ only: [call], rounds: 1, seconds, appNodeArgs: ['--cpu-prof', `--cpu-prof-dir=${profileDir}`] });
  for (const [name, value] of httpRows(results)) console.log(`${name}: ${value}`);
  const [file] = fs.readdirSync(profileDir).filter((name) => name.endsWith('.cpuprofile'));
  if (!file) throw new Error(`No profile was written in ${profileDir}`);
  // The app's load and then its idle while bare Fastify is loaded; start-up and the set-up requests left out.
  writeProfileReport(path.join(profileDir, file), outDir, `${prefix}-${slug}`, `${prefix}: ${call}, 10 connections, ${seconds} s`, (2 * seconds + 3) * 1000);
  fs.rmSync(profileDir, { recursive: true, force: true });
}
