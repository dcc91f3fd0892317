// The public API of @tabib/sdk. Nothing else is public.

export { createTabibClient } from './client';
export { IGNORE_LOADING_BAR_HEADER, createLoadingTracker } from './middleware/loading';
export { UNAUTHORIZED_IS_ANSWER } from './middleware/refresh';
export { NETWORK_ERROR_MESSAGE } from './middleware/errors';
export { XSRF_COOKIE_NAME, XSRF_HEADER_NAME, readCookie } from './http/cookies';
export { createMemoryTokenStore, createStorageTokenStore } from './session/token-store';
export {
  DEFAULT_MAX_REFRESHES_PER_NAVIGATION,
  NO_TOKEN_AFTER_REFRESH,
  SESSION_HINT_COOKIE_NAME,
  browserRefreshTokenHolder,
  createSession,
  jarRefreshTokenHolder,
} from './session/session';
export { createXsrfSource } from './http/xsrfSource';
export { createCookieJar } from './http/cookieJar';
export { isNetworkError } from './http/networkError';
export { loginRedirectFor } from './session/redirect';

export { createMemoryStorage, getBrowserStorage } from './storage/storage';
export { decodeJwtPayload, isLoggedIn, isTokenExpired, stripBearer } from './token/jwt';
export { parseSocialAccessToken } from './token/social';
export { normalizePublicQuestionsPaging, normalizeQuestionList } from './normalize/questions';
export { slugOf } from './normalize/slug';
export { IMAGE_DEFAULT, IMAGE_MAX, IMAGE_MIN, MAX_PIXEL_RATIO, buildImageProxyUrl } from './image/proxy';
// The API's contract (its types and the constants it fixes), re-exported from @tabib/contract.
export {
  formatTunisianPhone,
  LANDING_ARTICLES_LIMIT,
  normalizeTunisianPhone,
  PATIENT_QUESTIONS_PAGE_SIZE,
  PUBLIC_QUESTIONS_PAGE_SIZE,
  SPECIALTIES_FETCH_LIMIT,
  SPECIALTY_LIST_PAGE_SIZE,
  STANDARD_VISIT_TYPE,
} from '@tabib/contract';
export {
  CONNECTED_ADMIN_KEY,
  LEGACY_REFRESH_TOKEN_KEY,
  LEGACY_TOKEN_KEY,
  REMEMBER_SOCIAL_LOGIN_KEY,
  SOCIAL_REDIRECT_URL_KEY,
  createAdminCredentialStore,
} from './admin/credentials';
export { createAdminRefresher } from './admin/refresh';
export { beginSocialSignIn, completeSocialSignIn } from './admin/social';

export type { TabibClient, TabibClientOptions } from './client';
export type { LoadingTracker, LoadingTrackerControls } from './middleware/loading';
export type { RefreshAccessToken, SessionClearReason } from './middleware/refresh';
export type { TokenStore } from './session/token-store';
export type { RefreshError, RefreshTokenHolder, TabibSession, TabibSessionOptions } from './session/session';
export type { XsrfSource } from './http/xsrfSource';
export type { CookieJar, CookieJarOptions } from './http/cookieJar';
export type { BrowserStorageKind, BrowserStorageScope, KeyValueStorage } from './storage/storage';
export type { JwtPayload } from './token/jwt';
export type { SocialAccessToken } from './token/social';
export type { PublicQuestionsPaging, QuestionPage, QuestionPageFallback } from './normalize/questions';
export type { ImageProxyOptions } from './image/proxy';
export type {
  AdminCredentialStore,
  AdminCredentialStoreOptions,
  AdminCredentials,
  AdminLoginListener,
  AdminLogoutListener,
  AdminUser,
} from './admin/credentials';
export type { AdminRefreshError, AdminRefresher, AdminRefresherOptions } from './admin/refresh';
export type {
  BeginSocialSignInOptions,
  CompleteSocialSignInOptions,
  CompletedSocialSignIn,
  SocialProvider,
  SocialSignInError,
} from './admin/social';
export type {
  ApiError,
  Article,
  AuthSession,
  AvailabilityDay,
  components,
  defaultedQueryParameters,
  Doctor,
  DoctorSearchResult,
  DoctorSuggestion,
  DoctorSummary,
  jsonQueryParameters,
  Location,
  NamesByLanguage,
  operations,
  paths,
  PatientSummary,
  Payment,
  PlaceSuggestion,
  Question,
  Rdv,
  RdvRelative,
  RdvStatus,
  Relative,
  RelativeRelation,
  Role,
  SearchSuggestions,
  Secretary,
  Service,
  SlotList,
  Specialty,
  SpecialtySuggestion,
  User,
  VisitType,
  WorkingHours,
} from '@tabib/contract';
