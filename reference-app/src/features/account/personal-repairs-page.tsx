import type { PageProps } from '../../app/define-route';
import { formatDate } from '../../ui/format-date';
import { Pagination } from '../../ui/listing/pagination';
import { PersonalLayout } from '../../ui/personal-layout';
import { TableScroll } from '../../ui/table-scroll';
import type { personalRepairsRoute } from './personal-repairs.route';

/** The user's repair requests (§2.3). */
export function Page({ data }: PageProps<typeof personalRepairsRoute>) {
  return (
    <PersonalLayout title="Ремонт" sidebar={data.sidebar} breadcrumbs={data.breadcrumbs}>
      {data.items.length === 0 ? (
        <p className="empty">Заявок на ремонт нет.</p>
      ) : (
        <TableScroll label="Заявки на ремонт">
          <table className="table table--stack">
            <caption className="visually-hidden">Заявки на ремонт</caption>
            <thead>
              <tr>
                <th scope="col">Номер</th>
                <th scope="col">Дата</th>
                <th scope="col">Инструмент</th>
                <th scope="col">Статус</th>
                <th scope="col">Сервис</th>
              </tr>
            </thead>
            <tbody>
              {data.items.map((repair) => (
                <tr key={repair.id}>
                  <td data-label="Номер">{repair.number}</td>
                  <td data-label="Дата">{formatDate(repair.created, 'short')}</td>
                  <td data-label="Инструмент">{repair.product}</td>
                  <td data-label="Статус">{repair.statusTitle}</td>
                  <td data-label="Сервис">{repair.shop}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableScroll>
      )}
      <Pagination
        page={data.pagination.page}
        count={data.pagination.pageCount}
        hrefOf={(page) => (page > 1 ? `/personal/repairs/?page=${page}` : '/personal/repairs/')}
      />
    </PersonalLayout>
  );
}
