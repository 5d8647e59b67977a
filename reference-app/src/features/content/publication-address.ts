/**
 * The addresses of the news (§2.1 /about/novosti/), articles (/stati/) and videos (/videos/), each list
 * and each piece (`…/{code}/`): one expression for both routes, since every route's matcher is in the
 * first load of every page. Group 1 is the section, group 2 the code (none on a list).
 */
export const PUBLICATION_ADDRESS = /^\/(about\/novosti|stati|videos)\/(?:([a-z0-9][a-z0-9-]{0,99})\/)?$/;

/** The section of a publication address as the API names its kind. */
export const publicationKind = (section: string | undefined) =>
  section === 'stati' ? 'article' : section === 'videos' ? 'video' : 'news';
