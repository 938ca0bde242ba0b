import type { ExactPageId, PageMatch, ParamPageId, PathParams } from '../../shared/site-pages';

/** A language's meta for every page and the 404 page; pages with parameters give it per value. */
export type PageMetaTable<Meta> = Record<ExactPageId | 'not-found', Meta> & {
  [Id in ParamPageId]: (params: PathParams<Id>) => Meta | null;
};

/**
 * The meta of the page a path shows, from one language's table: the 404 page's for no page,
 * or for a parameter value the content does not know.
 */
export function pageMetaLookup<Meta>(table: PageMetaTable<Meta>): (match: PageMatch | null) => Meta {
  return (match) => {
    if (!match) return table['not-found'];
    const entry = table[match.page.id];
    if (typeof entry !== 'function') return entry as Meta;
    const perValue = entry as (params: PathParams<ParamPageId>) => Meta | null;
    return perValue(match.params as PathParams<ParamPageId>) ?? table['not-found'];
  };
}
