/** A stream the CLI writes to, as far as {@link quietOnClosedPipe} needs it. */
interface Output {
  on(event: 'error', listener: (error: NodeJS.ErrnoException) => void): unknown;
}

/**
 * Makes a closed pipe on `stream` no failure: a reader that stops early (`verstak whoami | head -1`)
 * has what it wanted, and the rest of the output has nowhere to go, so it is dropped rather than
 * crash the process with a stack trace. Any other write error is told in one line on `report`.
 */
export function quietOnClosedPipe(stream: Output, report: (line: string) => void): void {
  let told = false;
  stream.on('error', (error) => {
    if (error.code === 'EPIPE' || error.code === 'ERR_STREAM_DESTROYED' || told) return;
    told = true;
    report(`error: cannot write the output: ${error.message}`);
    process.exitCode = 1;
  });
}
