/**
 * What a server said, made safe to print: without control characters (a hostile answer cannot
 * drive the terminal), nor bidi controls and line separators (nor make a line read other than it is).
 */
export function printable(text: string): string {
  // biome-ignore lint/suspicious/noControlCharactersInRegex: they are what is taken out
  return text.replace(/[\u0000-\u001f\u007f-\u009f\u200e\u200f\u2028\u2029\u202a-\u202e\u2066-\u2069]/g, ' ');
}
