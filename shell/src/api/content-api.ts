import { baseApi } from 'shared-api';
import type { ContentBlock, SiteSettings } from 'shared-api/contracts/content';

interface Envelope<T> {
  data: T;
}

export interface ContentPage {
  slug: string;
  title: string;
  description: string;
  lang: string;
  blocks: ContentBlock[];
}

/** The content pages, the company's settings, and the two ways to reach sales: a message and a callback. */
export const contentApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getContentPage: build.query<ContentPage, { slug: string; lang: string }>({
      query: ({ slug, lang }) => ({ url: `/api/content/pages/${slug}`, params: { lang } }),
      transformResponse: (response: Envelope<ContentPage>) => response.data,
      providesTags: ['Content'],
    }),
    getSiteSettings: build.query<SiteSettings, void>({
      query: () => ({ url: '/api/content/settings' }),
      transformResponse: (response: Envelope<SiteSettings>) => response.data,
      providesTags: ['Content'],
    }),
    sendContactMessage: build.mutation<unknown, { fullName: string; email: string; phone?: string; message: string; language: string }>({
      query: (body) => ({ url: '/api/leads', method: 'POST', data: body }),
    }),
    sendCallbackRequest: build.mutation<unknown, { name: string; phone: string; preferredTime?: string; language: string }>({
      query: (body) => ({ url: '/api/leads/callback', method: 'POST', data: body }),
    }),
  }),
});

export const { useGetContentPageQuery, useGetSiteSettingsQuery, useSendContactMessageMutation, useSendCallbackRequestMutation } = contentApi;
