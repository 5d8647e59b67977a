import { ApiError, type Client } from '@verstak/sdk';
import { asStaffRole } from './as-staff';
import type { GlobalOptions } from './client';
import { CliError, type Io } from './io';

/** What a moderation command moderates: its command, the API's not-found code and what it is called. */
export interface ModeratedThing {
  /** The command's name: `review`, `comment`. */
  commands: string;
  /** The API's code for an id that is no such thing: `review_not_found`. */
  notFound: string;
  /** Its name in English: `review`, `comment`. */
  noun: string;
  /** Its name in a sentence about moderation: `Review`, `Comment`. */
  title: string;
}

/**
 * Runs a moderation call with the file session, which must be a content manager's (or an
 * administrator's): reviews and comments on articles are moderated by the content-managers and
 * administrators groups (§6). An id that is no such thing is a clear CLI error.
 */
export async function asContentModerator<T>(
  options: GlobalOptions,
  io: Io,
  thing: ModeratedThing,
  call: (client: Client) => Promise<T>,
): Promise<T> {
  try {
    return await asStaffRole(
      options,
      io,
      {
        commands: thing.commands,
        login: "a content manager's login",
        example: 'content@verstak.example.ru',
        as: 'staff',
        forbidden: `${thing.title} moderation is for content managers: the account needs the content-managers or administrators group`,
      },
      call,
    );
  } catch (error) {
    if (error instanceof ApiError && error.code === thing.notFound)
      throw new CliError(`No ${thing.noun} with this id`, thing.notFound);
    throw error;
  }
}

/** A text on one line of a table, cut to `max` characters with «…». */
export function oneLine(text: string, max: number): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length > max ? `${flat.slice(0, max - 1)}…` : flat;
}
