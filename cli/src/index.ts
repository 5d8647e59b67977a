// The `verstak` binary.
import { run } from './program';
import { processTerminal } from './terminal';

process.exitCode = await run(process.argv.slice(2), {
  out: (text) => process.stdout.write(`${text}\n`),
  err: (text) => process.stderr.write(`${text}\n`),
  env: process.env,
  input: processTerminal(),
});
