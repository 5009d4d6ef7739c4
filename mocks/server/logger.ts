/** The only place that writes to the console: the standalone server's start-up and shutdown lines. */
export const logger = {
  info: (line: string): void => {
    process.stdout.write(`${line}\n`);
  },
  error: (line: string): void => {
    process.stderr.write(`${line}\n`);
  },
};
