import { createInterface } from 'node:readline';
import { CliError, type Terminal } from './io';

/** What the prompt needs of stdin: a readable stream that may be a TTY. */
export interface InputStream extends NodeJS.ReadableStream {
  isTTY?: boolean;
  setRawMode?(mode: boolean): unknown;
}

/** What the prompt needs of stderr. */
export interface OutputStream {
  write(text: string): unknown;
}

const CTRL_C = '\u0003';
const CTRL_D = '\u0004';
const CTRL_U = '\u0015';
const ESCAPE = '\u001b';
const BACKSPACES = new Set(['\u007f', '\b']);

/**
 * Reads a line from a TTY in raw mode without echoing it: Enter ends it, Backspace and Ctrl-U
 * edit it, Ctrl-C cancels (the CLI exits 1 with `cancelled`), arrow keys and other escapes are
 * ignored. Nothing typed reaches the screen or the scrollback.
 */
export function readSecretLine(input: InputStream, output: OutputStream, question: string): Promise<string> {
  return new Promise((resolve, reject) => {
    let value = '';
    output.write(question);
    const finish = () => {
      input.removeListener('data', onData);
      input.setRawMode?.(false);
      input.pause();
      output.write('\n');
    };
    const onData = (chunk: Buffer | string) => {
      const text = chunk.toString();
      // An escape sequence (an arrow key, F-keys) comes as one chunk: skip it whole.
      if (text.startsWith(ESCAPE)) return;
      for (const char of text) {
        if (char === '\r' || char === '\n' || char === CTRL_D) {
          finish();
          resolve(value);
          return;
        }
        if (char === CTRL_C) {
          finish();
          reject(new CliError('Cancelled', 'cancelled'));
          return;
        }
        if (BACKSPACES.has(char)) value = [...value].slice(0, -1).join('');
        else if (char === CTRL_U) value = '';
        else if (char >= ' ') value += char;
      }
    };
    input.setRawMode?.(true);
    input.on('data', onData);
    input.resume();
  });
}

/** Reads one echoed line (the SMS code: short-lived, and people like to see what they typed). */
function readLine(input: InputStream, output: OutputStream, question: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const rl = createInterface({ input, output: output as NodeJS.WritableStream, terminal: false });
    let answered = false;
    output.write(question);
    rl.once('line', (line) => {
      answered = true;
      rl.close();
      resolve(line);
    });
    rl.once('close', () => {
      if (!answered) reject(new CliError('Cancelled: the input ended before an answer', 'cancelled'));
    });
  });
}

/** Reads a stream to its end as UTF-8. */
export async function readAll(input: NodeJS.ReadableStream): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of input) chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(String(chunk)));
  return Buffer.concat(chunks).toString('utf8');
}

/** The process's stdin as the CLI reads it; prompts go to stderr so that stdout stays for the result. */
export function processTerminal(
  input: InputStream = process.stdin,
  output: OutputStream = process.stderr,
): Terminal {
  return {
    interactive: input.isTTY === true,
    ask: (question, options = {}) =>
      options.secret && input.setRawMode
        ? readSecretLine(input, output, question)
        : readLine(input, output, question),
    readAll: () => readAll(input),
  };
}
