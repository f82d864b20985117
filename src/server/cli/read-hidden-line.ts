/** Reads one line from the terminal without echoing it (a password prompt). */
export function readHiddenLine(prompt: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const stdin = process.stdin;
    // Echo off before the prompt shows: a password typed the moment it appears is not echoed.
    stdin.setRawMode(true);
    process.stdout.write(prompt);
    stdin.resume();
    stdin.setEncoding('utf8');
    let line = '';
    const onData = (chunk: string) => {
      for (const char of chunk) {
        if (char === '\r' || char === '\n') {
          finish();
          resolve(line);
          return;
        }
        if (char === '\u0003') {
          finish();
          reject(new Error('Cancelled'));
          return;
        }
        if (char === '\u007f' || char === '\b') line = line.slice(0, -1);
        else line += char;
      }
    };
    const finish = () => {
      stdin.off('data', onData);
      stdin.setRawMode(false);
      stdin.pause();
      process.stdout.write('\n');
    };
    stdin.on('data', onData);
  });
}
