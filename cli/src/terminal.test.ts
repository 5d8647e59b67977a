import { PassThrough } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { processTerminal, readSecretLine } from './terminal';

/** A fake TTY: a stream with raw mode, remembering the modes it was put in. */
function fakeTty() {
  const input = Object.assign(new PassThrough(), {
    isTTY: true,
    modes: [] as boolean[],
    setRawMode(mode: boolean) {
      input.modes.push(mode);
      return input;
    },
  });
  let shown = '';
  const output = {
    write: (text: string) => {
      shown += text;
    },
  };
  return { input, output, shown: () => shown };
}

describe('readSecretLine', () => {
  it('reads a line in raw mode and shows nothing of it', async () => {
    const tty = fakeTty();
    const answer = readSecretLine(tty.input, tty.output, 'Password: ');
    tty.input.write('verst');
    tty.input.write('ak20x\u007f26\r');
    await expect(answer).resolves.toBe('verstak2026');
    expect(tty.shown()).toBe('Password: \n');
    expect(tty.input.modes).toEqual([true, false]);
  });

  it('ignores arrow keys, clears with Ctrl-U, and cancels on Ctrl-C', async () => {
    const tty = fakeTty();
    const answer = readSecretLine(tty.input, tty.output, 'Password: ');
    tty.input.write('wrong\u0015');
    tty.input.write('\u001b[D');
    tty.input.write('пароль1\n');
    await expect(answer).resolves.toBe('пароль1');

    const cancelled = readSecretLine(tty.input, tty.output, 'Password: ');
    tty.input.write('abc\u0003');
    await expect(cancelled).rejects.toMatchObject({ code: 'cancelled' });
    expect(tty.input.modes.at(-1)).toBe(false);
  });
});

describe('processTerminal', () => {
  it('reads stdin whole for --password-stdin and tells a pipe from a terminal', async () => {
    const pipe = new PassThrough();
    const terminal = processTerminal(pipe, { write: () => true });
    expect(terminal.interactive).toBe(false);
    const all = terminal.readAll();
    pipe.end('verstak2026\n');
    await expect(all).resolves.toBe('verstak2026\n');
    expect(processTerminal(fakeTty().input, { write: () => true }).interactive).toBe(true);
  });

  it('asks for a code with echo, one line at a time', async () => {
    const tty = fakeTty();
    const terminal = processTerminal(tty.input, tty.output);
    const code = terminal.ask('Code from the SMS: ');
    tty.input.write('123456\n');
    await expect(code).resolves.toBe('123456');
    expect(tty.shown()).toBe('Code from the SMS: ');
  });
});
