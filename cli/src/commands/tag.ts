import { type BrandTag, brandsApi, type CatalogTag, type Client, tagsApi } from '@verstak/sdk';
import { asStaffRole, type StaffRole } from '../as-staff';
import type { GlobalOptions } from '../client';
import { CliError, type Io } from '../io';
import { jsonText } from '../json-text';
import { keyValues } from '../key-values';
import { listJson } from '../list-json';
import { table } from '../table';

/** The flags that make or change a tag; `--brand` works on brand tags instead of catalogue tags. */
export interface TagFlags {
  brand?: boolean;
  title?: string;
  text?: string;
  textFile?: string;
  section?: string;
  brands?: string;
  filter?: string;
  metaTitle?: string;
  metaDescription?: string;
  sort?: number;
}

/** The flags of `verstak tag delete`. */
export interface TagDeleteFlags {
  brand?: boolean;
  yes?: boolean;
}

/** Flags only a catalogue tag has. */
const CATALOG_ONLY = ['section', 'filter', 'metaTitle', 'metaDescription'] as const;
const FLAG_NAMES: Record<(typeof CATALOG_ONLY)[number], string> = {
  section: '--section',
  filter: '--filter',
  metaTitle: '--meta-title',
  metaDescription: '--meta-description',
};

/** Tags are edited by the page-tags, content-managers and administrators groups. */
const TAG_EDITOR: StaffRole = {
  commands: 'tag',
  login: "a tag editor's login",
  example: 'tags@verstak.example.ru',
  as: 'a tag editor',
  forbidden:
    'Tags are edited by staff: the account needs the page-tags, content-managers or administrators group',
};

/** Runs a tag command's calls with the file session, which must be a tag editor's. */
const asTagEditor = <T>(options: GlobalOptions, io: Io, call: (client: Client) => Promise<T>) =>
  asStaffRole(options, io, TAG_EDITOR, call);

/** The text a tag gets: `--text`, or the file `--text-file` names (`-` is not read: stdin is the login's). */
async function textOf(flags: TagFlags, io: Io): Promise<string | undefined> {
  if (flags.text !== undefined && flags.textFile !== undefined)
    throw new CliError('Give the text with --text or --text-file, not both');
  if (flags.textFile === undefined) return flags.text;
  const read =
    io.readFile ?? ((path: string) => import('node:fs/promises').then((fs) => fs.readFile(path, 'utf8')));
  try {
    return await read(flags.textFile);
  } catch (error) {
    throw new CliError(`Cannot read --text-file ${flags.textFile}: ${(error as Error).message}`);
  }
}

/** Brand codes from `--brands makita,bosch`. */
function brandList(text: string): string[] {
  return text
    .split(',')
    .map((c) => c.trim())
    .filter((c) => c !== '');
}

/** Refuses the catalogue tag's flags on a brand tag: they would be dropped without a word otherwise. */
function checkBrandFlags(flags: TagFlags): void {
  const wrong = CATALOG_ONLY.filter((f) => flags[f] !== undefined).map((f) => FLAG_NAMES[f]);
  if (wrong.length > 0)
    throw new CliError(
      `${wrong.join(', ')} ${wrong.length > 1 ? 'are' : 'is'} for catalogue tags; a brand tag (--brand) has a title, text, brands and sort`,
    );
}

/** A catalogue tag as `show` prints it. */
function catalogTagText(tag: CatalogTag): string {
  return keyValues([
    ['code', tag.code],
    ['page', tag.url],
    ['title', tag.title],
    ['section', tag.section ?? 'the whole catalogue'],
    ['brands', tag.brands.length > 0 ? tag.brands.join(', ') : 'any'],
    ['filter', tag.filter || '—'],
    ['products', String(tag.productCount)],
    ['meta title', tag.metaTitle || '— (made from the title)'],
    ['meta description', tag.metaDescription || '— (made from the title)'],
    ['sort', String(tag.sort)],
    ['changed', `${tag.updatedAt}${tag.updatedBy ? ` by ${tag.updatedBy}` : ''}`],
  ]).concat(tag.text ? `\n${tag.text}` : '');
}

/** A brand tag as `show` prints it. */
function brandTagText(tag: BrandTag): string {
  return keyValues([
    ['code', tag.code],
    ['page', tag.url],
    ['title', tag.title],
    ['brands', tag.brands.join(', ')],
    ['sort', String(tag.sort)],
    ['changed', `${tag.updatedAt}${tag.updatedBy ? ` by ${tag.updatedBy}` : ''}`],
  ]).concat(tag.text ? `\n${tag.text}` : '');
}

/** `verstak tag list` (staff): every catalogue tag and brand tag, with its page and size. */
export async function tagList(options: GlobalOptions, io: Io): Promise<void> {
  const { tags, brandTags } = await asTagEditor(options, io, (client) => tagsApi(client).list({}));
  const rows = [
    ...tags.map((t) => ({ kind: 'catalog', code: t.code, title: t.title, url: t.url, rule: ruleOf(t) })),
    ...brandTags.map((t) => ({
      kind: 'brand',
      code: t.code,
      title: t.title,
      url: t.url,
      rule: t.brands.join(', '),
    })),
  ];
  if (options.json) {
    io.out(listJson(rows));
    return;
  }
  if (rows.length === 0) {
    io.out('No tags yet: make one with verstak tag create <code> --title <title> …');
    return;
  }
  io.out(
    table(rows, [
      { title: 'kind', value: (r) => r.kind },
      { title: 'code', value: (r) => r.code },
      { title: 'title', value: (r) => r.title },
      { title: 'selects', value: (r) => r.rule },
    ]),
  );
}

/** A catalogue tag's rules in one line. */
function ruleOf(tag: CatalogTag): string {
  return [tag.section ?? '', tag.brands.join(','), tag.filter, `${tag.productCount} products`]
    .filter(Boolean)
    .join(' ');
}

/** Finds a brand tag by code (brand tags have no staff GET of their own: the list has them). */
async function brandTagOf(client: Client, code: string): Promise<BrandTag> {
  const found = (await tagsApi(client).list({})).brandTags.find((t) => t.code === code);
  if (!found) throw new CliError(`No brand tag ${code}: see verstak tag list`, 'tag_not_found');
  return found;
}

/** `verstak tag show <code> [--brand]` (staff): a tag's rules, texts and SEO. */
export async function tagShow(
  code: string,
  options: GlobalOptions & { brand?: boolean },
  io: Io,
): Promise<void> {
  if (options.brand) {
    const tag = await asTagEditor(options, io, (client) => brandTagOf(client, code));
    io.out(options.json ? jsonText({ tag }) : brandTagText(tag));
    return;
  }
  const { tag } = await asTagEditor(options, io, (client) => tagsApi(client).show({ code }));
  io.out(options.json ? jsonText({ tag }) : catalogTagText(tag));
}

/** The fields a create or update sends, from the flags (absent flags left out: an update keeps them). */
async function fieldsOf(flags: TagFlags, io: Io) {
  const text = await textOf(flags, io);
  return {
    ...(flags.title !== undefined ? { title: flags.title } : {}),
    ...(text !== undefined ? { text } : {}),
    ...(flags.brands !== undefined ? { brands: brandList(flags.brands) } : {}),
    ...(flags.sort !== undefined ? { sort: flags.sort } : {}),
  };
}

/** The catalogue tag's own fields from the flags. */
function catalogFieldsOf(flags: TagFlags) {
  return {
    ...(flags.section !== undefined ? { section: flags.section } : {}),
    ...(flags.filter !== undefined ? { filter: flags.filter } : {}),
    ...(flags.metaTitle !== undefined ? { metaTitle: flags.metaTitle } : {}),
    ...(flags.metaDescription !== undefined ? { metaDescription: flags.metaDescription } : {}),
  };
}

/** `verstak tag create <code> --title … [--brand]` (staff): a new tag; a taken code is refused. */
export async function tagCreate(code: string, options: GlobalOptions & TagFlags, io: Io): Promise<void> {
  if (!options.title) throw new CliError('tag create needs --title "<heading of the tag page>"');
  const fields = { ...(await fieldsOf(options, io)), code, title: options.title };
  if (options.brand) {
    checkBrandFlags(options);
    if (!fields.brands?.length)
      throw new CliError('A brand tag needs --brands <code,code…>, e.g. --brands makita,bosch');
    const { tag } = await asTagEditor(options, io, (client) =>
      brandsApi(client).createBrandTag({ ...fields, brands: fields.brands ?? [] }),
    );
    io.out(options.json ? jsonText({ tag }) : `Created brand tag ${tag.code}: ${tag.url}`);
    return;
  }
  const { tag } = await asTagEditor(options, io, (client) =>
    tagsApi(client).create({ ...fields, ...catalogFieldsOf(options) }),
  );
  io.out(
    options.json ? jsonText({ tag }) : `Created tag ${tag.code} (${tag.productCount} products): ${tag.url}`,
  );
}

/** `verstak tag update <code> [flags] [--brand]` (staff): changes the fields given, keeps the rest. */
export async function tagUpdate(code: string, options: GlobalOptions & TagFlags, io: Io): Promise<void> {
  const fields = { ...(await fieldsOf(options, io)), code };
  if (options.brand) {
    checkBrandFlags(options);
    if (Object.keys(fields).length === 1)
      throw new CliError('Nothing to change: give --title, --text, --brands or --sort');
    const { tag } = await asTagEditor(options, io, (client) => brandsApi(client).updateBrandTag(fields));
    io.out(options.json ? jsonText({ tag }) : `Updated brand tag ${tag.code}: ${tag.url}`);
    return;
  }
  const all = { ...fields, ...catalogFieldsOf(options) };
  if (Object.keys(all).length === 1)
    throw new CliError(
      'Nothing to change: give --title, --text, --section, --brands, --filter, --meta-title, --meta-description or --sort',
    );
  const { tag } = await asTagEditor(options, io, (client) => tagsApi(client).update(all));
  io.out(
    options.json ? jsonText({ tag }) : `Updated tag ${tag.code} (${tag.productCount} products): ${tag.url}`,
  );
}

/** `verstak tag delete <code> [--brand] [--yes]` (staff): its page stops opening; asked first on a terminal. */
export async function tagDelete(
  code: string,
  options: GlobalOptions & TagDeleteFlags,
  io: Io,
): Promise<void> {
  const interactive = io.input?.interactive ?? false;
  const what = options.brand ? 'brand tag' : 'tag';
  if (!options.yes && !interactive)
    throw new CliError(
      `tag delete cannot be undone: confirm it with --yes; without a terminal there is no one to ask`,
    );
  if (!options.yes) {
    const answer = await io.input?.ask(
      `Delete ${what} ${code}? Its page stops opening. Type yes to confirm: `,
    );
    if (!/^(y|yes|да)$/i.test(answer?.trim() ?? ''))
      throw new CliError(`The ${what} ${code} was not deleted: the answer was not yes`, 'cancelled');
  }
  await asTagEditor(options, io, (client) =>
    options.brand ? brandsApi(client).deleteBrandTag({ code }) : tagsApi(client).delete({ code }),
  );
  io.out(
    options.json
      ? jsonText({ deleted: code, kind: options.brand ? 'brand' : 'catalog' })
      : `Deleted ${what} ${code}`,
  );
}
