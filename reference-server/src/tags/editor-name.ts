import type { RequestContext } from '../context/request-context';

/** Who made a staff edit, as the tag remembers it: the account's e-mail, else its phone, else its id. */
export async function editorName(ctx: RequestContext): Promise<string> {
  const id = ctx.session?.userId;
  if (id == null) return '';
  const [row] = await ctx.db.query<{ login: string | null }>(
    'SELECT coalesce(email, phone) AS login FROM users WHERE id = $1',
    [id],
  );
  return row?.login ?? `user ${id}`;
}
