import { useState } from 'react';
import { DEFAULT_PAGE_SIZE } from '@diet/contracts/limits';

/**
 * The page and page size of a list paged on the server, and the props of antd's pager for them:
 * a new page size starts again at page 1. `restart` goes back to page 1 when a search or filter changes.
 */
export function useServerPaging(initialPageSize: number = DEFAULT_PAGE_SIZE) {
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState(initialPageSize);
  return {
    page,
    pageSize,
    restart: () => setPage(1),
    pager: (total: number) => ({
      current: page,
      pageSize,
      total,
      showSizeChanger: true,
      onChange: (next: number, size: number) => {
        setPage(size !== pageSize ? 1 : next);
        setPageSize(size);
      },
    }),
  };
}
