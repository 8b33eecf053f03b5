import { baseApi } from 'shared-api';
import type { CallbackBody, LeadBody, LeadReceipt } from 'shared-api/contracts/leads';
import type { ContentPage, SiteSettings } from 'shared-api/contracts/content';

/** The content pages, the company's settings, and the two ways to reach sales: a message and a callback. */
export const contentApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getContentPage: build.query<ContentPage, { slug: string; lang: string }>({
      query: ({ slug, lang }) => ({ url: `/api/content/pages/${slug}`, params: { lang } }),
      providesTags: ['Content'],
    }),
    /** The settings in a language: countries and the labels of phones and e-mails are translated. */
    getSiteSettings: build.query<SiteSettings, string>({
      query: (lang) => ({ url: '/api/content/settings', params: { lang } }),
      providesTags: ['Content'],
    }),
    sendContactMessage: build.mutation<LeadReceipt, Omit<LeadBody, 'serviceId'>>({
      query: (body) => ({ url: '/api/leads', method: 'POST', data: body }),
    }),
    sendCallbackRequest: build.mutation<LeadReceipt, CallbackBody>({
      query: (body) => ({ url: '/api/leads/callback', method: 'POST', data: body }),
    }),
  }),
});

export const { useGetContentPageQuery, useGetSiteSettingsQuery, useSendContactMessageMutation, useSendCallbackRequestMutation } = contentApi;
