import { defineHandlers } from '../context/define-handlers';
import { popularCategories } from '../home/popular-categories';
import { pageMeta } from '../page-calls/page-meta';

/** The error pages (§7.2, §2.8). */
export const errorsHandlers = defineHandlers('errors', {
  async notFound(_input, ctx) {
    return {
      meta: pageMeta({
        title: 'Такой страницы не существует',
        description: 'Страница не найдена',
        canonical: '',
        robots: 'noindex, nofollow',
      }),
      popularCategories: await popularCategories(ctx.db, 12),
    };
  },
});
