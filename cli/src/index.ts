// The `verstak` binary.
import { quietOnClosedPipe } from './closed-pipe';
import { run } from './program';
import { processTerminal } from './terminal';

quietOnClosedPipe(process.stdout, (line) => process.stderr.write(`${line}\n`));
quietOnClosedPipe(process.stderr, () => {});

const code = await run(process.argv.slice(2), {
  out: (text) => process.stdout.write(`${text}\n`),
  err: (text) => process.stderr.write(`${text}\n`),
  env: process.env,
  input: processTerminal(),
});
// A write error already set its own code.
process.exitCode = process.exitCode || code;
