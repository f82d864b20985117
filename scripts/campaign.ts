import { crashScenario } from './campaign/crash';
import { malformedInputScenario } from './campaign/malformed-input';
import type { ScenarioResult } from './campaign/scenario-result';
import { smtpOutageScenario } from './campaign/smtp-outage';
import { twoServerScenario } from './campaign/two-servers';

/**
 * `npm run campaign`: the attack-and-crash campaign in small, bounded loops on
 * loopback, one scenario after another (they would only fight over two cores), then one
 * table. Not part of `npm test`: it takes minutes and starts real server processes. Sizes are
 * settings so a longer campaign is one command away:
 *   CAMPAIGN_CRASH_RUNS (4), CAMPAIGN_MALFORMED_REQUESTS (2000), CAMPAIGN_SEED (random),
 *   CAMPAIGN_SMTP_RUNS (3), CAMPAIGN_TWO_SERVER_RUNS (3).
 * Exits 1 when any scenario failed.
 */
const count = (name: string, fallback: number): number => {
  const value = Number(process.env[name] ?? fallback);
  if (!Number.isInteger(value) || value < 0)
    throw new Error(`${name} must be a whole number, not ${process.env[name] ?? ''}`);
  return value;
};

async function main(): Promise<void> {
  const seed = count('CAMPAIGN_SEED', Math.floor(Math.random() * 1_000_000));
  const scenarios: (() => Promise<ScenarioResult>)[] = [
    () => crashScenario({ runs: count('CAMPAIGN_CRASH_RUNS', 4) }),
    () => malformedInputScenario({ requests: count('CAMPAIGN_MALFORMED_REQUESTS', 2000), seed }),
    () => smtpOutageScenario({ runs: count('CAMPAIGN_SMTP_RUNS', 3) }),
    () => twoServerScenario({ runs: count('CAMPAIGN_TWO_SERVER_RUNS', 3) }),
  ];
  const results: ScenarioResult[] = [];
  for (const scenario of scenarios) {
    const result = await scenario();
    console.log(
      `${result.failures === 0 ? 'ok  ' : 'FAIL'} ${result.scenario}: ${result.runs} runs, ${result.failures} failures`,
    );
    results.push(result);
  }
  console.log(`\n${table(results)}`);
  process.exitCode = results.some((result) => result.failures > 0) ? 1 : 0;
}

function table(results: ScenarioResult[]): string {
  const rows = results.map((result) => [
    result.scenario,
    String(result.runs),
    String(result.failures),
    `${(result.ms / 1000).toFixed(1)} s`,
    result.notes.join('; '),
  ]);
  const header = ['scenario', 'runs', 'failures', 'time', 'notes'];
  const widths = header.map((title, column) =>
    Math.max(title.length, ...rows.map((row) => (row[column] ?? '').length)),
  );
  const line = (cells: string[]) => `| ${cells.map((cell, column) => cell.padEnd(widths[column] ?? 0)).join(' | ')} |`;
  return [line(header), `|${widths.map((width) => '-'.repeat(width + 2)).join('|')}|`, ...rows.map(line)].join('\n');
}

main().catch((error: unknown) => {
  console.error('The campaign could not run:', error);
  process.exitCode = 1;
});
