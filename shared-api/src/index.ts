export { apiConfig, API_KEY_HEADER } from './config';
export type { User, AuthTokens } from './user';
export { SESSION_KEYS, readSession, saveSession, saveTokens, saveUser, clearSession } from './session-storage';
export { toApiError, GENERIC_ERROR_MESSAGE, type ApiError } from './api-error';
export { apiClient, setApiOrigin, type ApiClient } from './api-client';
export { onSessionExpired } from './session-expiry';
export { SessionExpiredError } from './token-refresh';
export { baseApi, axiosBaseQuery, type ApiRequest } from './base-api';
export * from './session-slice';
export { makeStore, rootReducer, useAppDispatch, useAppSelector, cacheFromServer } from './store';
export type { RootState, AppStore, AppDispatch, LazyLoadedSlices } from './store';
export * from './cart-slice';
export {
  calculatePricing,
  DEFAULT_PRICING_RULES,
  offerForTermsLanguage,
  pricingInEuros,
  THRESHOLD_OFFER,
  type BonusOffer,
  type PricingResult,
  type PricingRules,
  type ThresholdNote,
} from './pricing';
export { toCents, fromCents } from './money';
export type { Cart } from './contracts/commerce';
export { pathInLanguage, redirectFor, splitUrl, type UrlParts } from './site/redirects';
export { alternatesOf, escapeHtml, headElements, jsonForScript, PAGE_LINK_MARK, type PageHead } from './site/page-head';
