/** One row of the campaign's table. */
export interface ScenarioResult {
  scenario: string;
  runs: number;
  failures: number;
  ms: number;
  /** What a failure was, or why the scenario did not run. */
  notes: string[];
}

/** Times a scenario and turns a crash of the campaign's own code into a failed row, not a stack trace. */
export async function runScenario(
  scenario: string,
  body: (result: ScenarioResult) => Promise<void>,
): Promise<ScenarioResult> {
  const result: ScenarioResult = { scenario, runs: 0, failures: 0, ms: 0, notes: [] };
  const started = Date.now();
  try {
    await body(result);
  } catch (error) {
    result.failures += 1;
    result.notes.push(`aborted: ${error instanceof Error ? error.message.split('\n')[0] : String(error)}`);
  }
  result.ms = Date.now() - started;
  return result;
}

export const pause = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** How long a server process may take to answer: generous, as the campaign may share a busy machine. */
export const SERVER_READY_WITHIN_MS = 180_000;
