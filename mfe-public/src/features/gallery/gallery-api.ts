import type { ApiSuccess } from '@diet/contracts/api';
import type { GalleryItem } from '@diet/contracts/entities';
import { listParams, toPage, type Page } from '../../api/paged-list';
import { publicApi } from '../../api/public-api';

export const GALLERY_PAGE_SIZE = 24;

/** GET /api/gallery (category filter, newest first) and GET /api/gallery/:id (a shared link). */
export const galleryApi = publicApi.injectEndpoints({
  endpoints: (build) => ({
    getGallery: build.query<Page<GalleryItem>, { category: string; pageSize: number }>({
      query: ({ category, pageSize }) => ({ url: 'gallery', params: listParams({ category, pageSize }) }),
      transformResponse: toPage<GalleryItem>,
    }),
    getGalleryImage: build.query<GalleryItem, string>({
      query: (id) => `gallery/${encodeURIComponent(id)}`,
      transformResponse: (response: ApiSuccess<GalleryItem>) => response.data,
    }),
  }),
});

export const { useGetGalleryQuery, useGetGalleryImageQuery } = galleryApi;
