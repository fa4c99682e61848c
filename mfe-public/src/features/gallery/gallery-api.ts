import type { GalleryItem } from '@diet/contracts/entities';
import { listParams, toPage, type Page } from '../../api/paged-list';
import { publicApi } from '../../api/public-api';

export const GALLERY_PAGE_SIZE = 24;

/** GET /api/gallery (category filter, newest first). The API has no GET /api/gallery/:id yet. */
export const galleryApi = publicApi.injectEndpoints({
  endpoints: (build) => ({
    getGallery: build.query<Page<GalleryItem>, { category: string; pageSize: number }>({
      query: ({ category, pageSize }) => ({ url: 'gallery', params: listParams({ category, pageSize }) }),
      transformResponse: toPage<GalleryItem>,
    }),
  }),
});

export const { useGetGalleryQuery } = galleryApi;
