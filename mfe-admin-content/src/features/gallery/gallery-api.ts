import type { ApiSuccess } from '@diet/contracts/api';
import type { GalleryItem } from '@diet/contracts/entities';
import { MAX_PAGE_SIZE } from '@diet/contracts/limits';
import { adminContentApi, listOf } from '../../api/admin-content-api';

/** Gallery Management calls: list (newest first), multipart create/edit, delete. */
export const galleryApi = adminContentApi.injectEndpoints({
  endpoints: (build) => ({
    getAdminGallery: build.query<GalleryItem[], void>({
      query: () => `admin/gallery?pageSize=${MAX_PAGE_SIZE}`,
      transformResponse: (response: ApiSuccess<GalleryItem[]>) => listOf<GalleryItem>(response),
      providesTags: ['Gallery'],
    }),
    saveGalleryItem: build.mutation<ApiSuccess<GalleryItem>, { id?: string; body: FormData }>({
      query: ({ id, body }) => ({ url: id ? `admin/gallery/${id}` : 'admin/gallery', method: id ? 'PUT' : 'POST', body }),
      invalidatesTags: ['Gallery', 'Dashboard'],
    }),
    deleteGalleryItem: build.mutation<ApiSuccess<null>, string>({
      query: (id) => ({ url: `admin/gallery/${id}`, method: 'DELETE' }),
      invalidatesTags: ['Gallery', 'Dashboard'],
    }),
  }),
});

export const { useGetAdminGalleryQuery, useSaveGalleryItemMutation, useDeleteGalleryItemMutation } = galleryApi;
