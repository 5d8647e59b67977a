import {
  buildFilterPath,
  type Client,
  catalogApi,
  FilterPathError,
  type FilterValue,
  parseFilterConditions,
} from '@verstak/sdk';
import { checkRangeOrder } from '../check-range-order';
import { inSection } from '../in-section';
import { CliError, type Io } from '../io';
import { jsonText } from '../json-text';
import { readSectionArgument } from '../section-argument';
import { table } from '../table';

function describeValue(value: FilterValue): string {
  if (value.kind === 'choice') return value.values.join(', ');
  return [
    value.from === undefined ? '' : `from ${value.from}`,
    value.to === undefined ? '' : `to ${value.to}`,
  ]
    .filter(Boolean)
    .join(' ');
}

/** `verstak filter parse <url>`: the values a filter URL chooses, read against the section's definition. */
export async function filterParse(
  client: Client,
  url: string,
  options: { json?: boolean },
  io: Io,
): Promise<void> {
  const { sectionPath, filter } = readSectionArgument(url);
  const definition = await inSection(sectionPath, () =>
    catalogApi(client).sectionFilter({ path: sectionPath }),
  );
  let values: FilterValue[];
  try {
    values = parseFilterConditions(filter, definition.items);
  } catch (error) {
    if (error instanceof FilterPathError)
      throw new CliError(`${error.message}: ${error.condition}`, 'validation');
    throw error;
  }
  checkRangeOrder(values);
  if (options.json) {
    io.out(jsonText({ sectionPath, values }));
    return;
  }
  io.out(`Section: ${sectionPath}`);
  io.out(
    values.length > 0
      ? table(values, [
          { title: 'code', value: (v) => v.code },
          { title: 'kind', value: (v) => v.kind },
          { title: 'value', value: describeValue },
        ])
      : 'No filter.',
  );
}

/** Reads `code=from..to` (either bound may be left out; `,` or `.` as the decimal point). */
export function parseRangeOption(text: string): FilterValue {
  const m = /^([a-z0-9-]+)=(\d+(?:[.,]\d+)?)?\.\.(\d+(?:[.,]\d+)?)?$/.exec(text.trim());
  if (!m || (m[2] === undefined && m[3] === undefined))
    throw new CliError(
      `--range must look like code=from..to (e.g. price=1000..5000 or weight=..2.5), got "${text}"`,
    );
  const value: FilterValue = { code: m[1] as string, kind: 'range' };
  if (m[2] !== undefined) value.from = Number(m[2].replace(',', '.'));
  if (m[3] !== undefined) value.to = Number(m[3].replace(',', '.'));
  return value;
}

/** Reads `code=v1,v2`. */
export function parseChoiceOption(text: string): FilterValue {
  const m = /^([a-z0-9-]+)=([a-z0-9-]+(?:,[a-z0-9-]+)*)$/.exec(text.trim());
  if (!m)
    throw new CliError(`--choice must look like code=value1,value2 (e.g. brand=makita,bosch), got "${text}"`);
  return { code: m[1] as string, kind: 'choice', values: (m[2] as string).split(',') };
}

/** One `--range` or `--choice` of `verstak filter build`, as written. */
export interface ChosenOption {
  kind: 'range' | 'choice';
  text: string;
}

/**
 * `verstak filter build <sectionPath> --range … --choice …`: the filter URL path (§5), offline.
 * The conditions come in the order the options were given.
 */
export function filterBuild(
  sectionPath: string,
  options: { chosen?: readonly ChosenOption[]; json?: boolean },
  io: Io,
): void {
  const { sectionPath: section } = readSectionArgument(sectionPath);
  const values = (options.chosen ?? []).map((o) =>
    o.kind === 'range' ? parseRangeOption(o.text) : parseChoiceOption(o.text),
  );
  const codes = values.map((v) => v.code);
  const repeated = codes.find((code, i) => codes.indexOf(code) !== i);
  if (repeated !== undefined)
    throw new CliError(`${repeated} is chosen twice: give each filter code once (list values as code=v1,v2)`);
  checkRangeOrder(values);
  const path = buildFilterPath(section, values);
  io.out(options.json ? jsonText({ path, values }) : path);
}
