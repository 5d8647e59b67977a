import { type PageBlock, type PageInline, STORE_COMPANY } from '@verstak/sdk';
import { Link } from '../../app/router';
import { CompanyRequisites } from './company-requisites';

/** A run of text: a link of the store through the router, any other (mail, phone, https) as it is. */
function Inline({ run }: { run: PageInline }) {
  if (run.href === undefined) return run.text;
  if (run.href.startsWith('/')) return <Link href={run.href}>{run.text}</Link>;
  const external = run.href.startsWith('https:');
  return (
    <a href={run.href} {...(external ? { rel: 'noopener noreferrer', target: '_blank' } : {})}>
      {run.text}
    </a>
  );
}

const Runs = ({ runs }: { runs: readonly PageInline[] }) => (
  <>
    {runs.map((run, i) => (
      // biome-ignore lint/suspicious/noArrayIndexKey: runs have no identity but their place
      <Inline key={i} run={run} />
    ))}
  </>
);

/**
 * A static page's text (issue 18): each block as React elements, so the stored text is only ever
 * text — there is no HTML to sanitise, and a link's address was checked when it was saved.
 */
export function StaticPageBlocks({ blocks }: { blocks: readonly PageBlock[] }) {
  return (
    <>
      {blocks.map((block, i) => {
        // Blocks have no identity but their place: the text only changes with a page load.
        const key = i;
        switch (block.type) {
          case 'heading':
            return <h2 key={key}>{block.text}</h2>;
          case 'paragraph':
            return (
              <p key={key}>
                <Runs runs={block.inlines} />
              </p>
            );
          case 'list': {
            const List = block.ordered ? 'ol' : 'ul';
            return (
              <List key={key}>
                {block.items.map((item, j) => (
                  // biome-ignore lint/suspicious/noArrayIndexKey: items have no identity but their place
                  <li key={j}>
                    <Runs runs={item} />
                  </li>
                ))}
              </List>
            );
          }
          case 'table': {
            const [head = [], ...rows] = block.rows;
            return (
              <div key={key} className="static-page__table">
                <table>
                  <thead>
                    <tr>
                      {head.map((cell, j) => (
                        // biome-ignore lint/suspicious/noArrayIndexKey: cells have no identity but their place
                        <th key={j} scope="col">
                          {cell}
                        </th>
                      ))}
                    </tr>
                  </thead>
                  <tbody>
                    {rows.map((row, r) => (
                      // biome-ignore lint/suspicious/noArrayIndexKey: rows have no identity but their place
                      <tr key={r}>
                        {row.map((cell, j) => (
                          // biome-ignore lint/suspicious/noArrayIndexKey: cells have no identity but their place
                          <td key={j} data-label={head[j] ?? ''}>
                            {cell}
                          </td>
                        ))}
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
            );
          }
          default:
            return <CompanyRequisites key={key} company={STORE_COMPANY} />;
        }
      })}
    </>
  );
}
