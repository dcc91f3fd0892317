// The public API of @tabib/hooks: named exports only; types are listed separately below.

// Core: client context and the query-key / error convention every hook shares.
export { TabibClientContext, useTabibClient, useTabibLogger } from './provider/context';
export { ApiError, apiKey, unwrap } from './query/keys';
export {
  DEFAULT_ERROR_MESSAGE_ID,
  NETWORK_ERROR_MESSAGE_ID,
  errorToastMessageId,
  useReportError,
} from './query/errorFeedback';

// Provider, toasts and loading bar
export { TabibProvider, handleSessionCleared } from './provider/TabibProvider';
export { createTabibQueryClient, isRetryableError, shouldRetryQuery } from './provider/queryClient';
export { browserNavigation, reloadHome } from './provider/navigation';
export { useToasts } from './toasts/useToasts';
export {
  createToastStore,
  defaultToastTimeout,
  TOAST_DEFAULT_TIMEOUT_MS,
  TOAST_ERROR_TIMEOUT_MS,
} from './toasts/toastStore';
export { useLoadingBar } from './loading/useLoadingBar';

// Session
export { useSession } from './session/useSession';
export { useRegister } from './session/useRegister';
export { useStaffLogin } from './session/useStaffLogin';
export { deriveRole } from './session/deriveRole';
export { useOpenQuestionsBadge } from './session/useOpenQuestionsBadge';
export { loginUrlFor, OFFLINE_RECHECK_MS, useAuthGuard } from './session/useAuthGuard';
export { useNavigation } from './session/NavigationContext';
export { SESSION_USER_KEY, isQuestionsKey, isSessionUserKey, openQuestionsKey } from './session/sessionKeys';

// Locale
export { useLocale } from './locale/useLocale';
export {
  DEFAULT_LOCALE,
  LNG_PARAM,
  LOCALE_STORAGE_KEY,
  SUPPORTED_LOCALES,
  directionOfLocale,
  initialLocale,
  isLocale,
  localeFromLanguages,
} from './locale/locales';
export { I18N_PREFIX, I18N_SUFFIX, flattenMessages, messagesUrl } from './locale/messages';

export type { TabibClientContextValue } from './provider/context';
export type { ApiKey, ApiLogger, FetchResult, HttpMethod } from './query/keys';
export type { ErrorFeedbackMeta, ErrorToast, ReportError } from './query/errorFeedback';
export type { TabibProviderProps } from './provider/TabibProvider';
export type { Navigation } from './provider/navigation';
export type { ToastOptions, Toasts } from './toasts/useToasts';
export type { ToastInput, ToastMessage, ToastStore, ToastType } from './toasts/toastStore';
export type { LogoutOptions, Session, SessionStatus } from './session/SessionContext';
export type { SignInOptions } from './session/applySignIn';
export type { RoleFlags } from './session/deriveRole';
export type { AuthGuardOptions, AuthGuardStatus } from './session/useAuthGuard';
export type { LocaleValue } from './locale/LocaleContext';
export type { LocaleConfig } from './locale/LocaleProvider';
export type { Direction, Locale } from './locale/locales';
export type { Messages } from './locale/messages';

// API hook families (src/api/**): appended by their author below.
export { doctorSearchQuery, useDoctorSearch } from './api/doctors/useDoctorSearch';
export { doctorProfileQuery, useDoctorProfile } from './api/doctors/useDoctorProfile';
export { doctorSlotsQuery, useDoctorSlots } from './api/doctors/useDoctorSlots';
export { doctorAutocompleteQuery, useDoctorAutocomplete } from './api/doctors/useDoctorAutocomplete';
export { userByIdQuery, useUserById } from './api/doctors/useUserById';
export { useUpdateDoctor } from './api/doctors/useUpdateDoctor';
export { useUpdateDoctorBooleanInfo } from './api/doctors/useUpdateDoctorBooleanInfo';
export { APP_SPECIALTIES_PARAMS, specialtiesQuery, useSpecialties } from './api/specialties/useSpecialties';
export {
  publicSpecialtiesParams,
  publicSpecialtiesQuery,
  usePublicSpecialties,
} from './api/specialties/usePublicSpecialties';
export { useCreateSpecialty } from './api/specialties/useCreateSpecialty';
export { useUpdateSpecialty } from './api/specialties/useUpdateSpecialty';
export { LOCATIONS_PARAMS, locationsQuery, useLocations } from './api/locations/useLocations';
export { questionsQuery, useQuestions } from './api/questions/useQuestions';
export { publicQuestionsQuery, usePublicQuestions } from './api/questions/usePublicQuestions';
export { publicQuestionQuery, usePublicQuestion } from './api/questions/usePublicQuestion';
export { questionCountQuery, useQuestionCount } from './api/questions/useQuestionCount';
export { specialtyQuestionsQuery, useSpecialtyQuestions } from './api/questions/useSpecialtyQuestions';
export {
  HOME_QUESTIONS_LIMIT,
  randomHomeQuestionsQuery,
  useRandomHomeQuestions,
} from './api/questions/useRandomHomeQuestions';
export { useAddQuestion } from './api/questions/useAddQuestion';
export { usePatchQuestion } from './api/questions/usePatchQuestion';
export { useDeleteQuestion } from './api/questions/useDeleteQuestion';
export { rdvsQuery, useRdvs } from './api/rdvs/useRdvs';
export { rdvQuery, useRdv } from './api/rdvs/useRdv';
export { rdvCountQuery, useRdvCount, useRdvCounts } from './api/rdvs/useRdvCount';
export { useBookRdv } from './api/rdvs/useBookRdv';
export { useCreatePracticeRdv } from './api/rdvs/useCreatePracticeRdv';
export { practicePatientsQuery, usePracticePatients } from './api/rdvs/usePracticePatients';
export { useRescheduleRdv } from './api/rdvs/useRescheduleRdv';
export { useCancelRdv } from './api/rdvs/useCancelRdv';
export { bookingAllowanceQuery, useBookingAllowance } from './api/rdvs/useBookingAllowance';
export { useUpdateRdvStatus } from './api/rdvs/useUpdateRdvStatus';
export {
  useEndRoom,
  useRoomTicket,
  type EndRoomVariables,
  type RoomRefusal,
  type RoomTicket,
  type RoomTicketAnswer,
} from './api/rooms/useRoom';
export { rdvReceiptQuery, useRdvReceipt } from './api/rdvs/useRdvReceipt';
export { useRdvCalendarFile } from './api/calendars/useRdvCalendarFile';
export { searchQueryReadingQuery, useSearchQueryReading } from './api/search/useSearchQueryReading';
export { searchSuggestionsQuery, useSearchSuggestions } from './api/search/useSearchSuggestions';
export { nearbyGovernoratesQuery, useNearbyGovernorates } from './api/search/useNearbyGovernorates';
export { useWaitlist, waitlistQuery } from './api/waitlist/useWaitlist';
export { useJoinWaitlist } from './api/waitlist/useJoinWaitlist';
export { useLeaveWaitlist } from './api/waitlist/useLeaveWaitlist';
export {
  useUpdateWaitlistSettings,
  useWaitlistSettings,
  waitlistSettingsQuery,
} from './api/waitlist/useWaitlistSettings';
export {
  useAcceptWaitlistOffer,
  useWaitlistOffers,
  waitlistOffersQuery,
} from './api/waitlist/useWaitlistOffers';
export { calendarFeedQuery, useCalendarFeed, useChangeCalendarFeed } from './api/calendars/useCalendarFeed';
export {
  embedDoctorsQuery,
  embedOriginsQuery,
  useEmbedDoctors,
  useEmbedOrigins,
  useUpdateEmbedOrigins,
} from './api/embed/useEmbedOrigins';
export {
  doctorApplicationQuery,
  fileToBase64,
  useAdminUpload,
  useAnswerDoctorApplication,
  useClaimableDoctors,
  useCreateDoctorApplication,
  useDecideDoctorApplication,
  useDoctorApplication,
  useDoctorApplicationQueue,
  useDoctorSetup,
  useResendApplicationPhoneCode,
  useSetDoctorActivation,
  useUploadApplicationProof,
  useUploadDoctorPhoto,
  useVerifyApplicationEmail,
  useVerifyApplicationPhone,
} from './api/doctor-applications/useDoctorApplications';
export { useWorkingHours, workingHoursQuery } from './api/workingHours/useWorkingHours';
export { useCreateWorkingHours } from './api/workingHours/useCreateWorkingHours';
export { useUpdateWorkingHours } from './api/workingHours/useUpdateWorkingHours';
export { secretariesQuery, useSecretaries } from './api/secretaries/useSecretaries';
export {
  useVerifySecretaryEmail,
  verifySecretaryEmailQuery,
} from './api/secretaries/useVerifySecretaryEmail';
export { useAddSecretary } from './api/secretaries/useAddSecretary';
export { useRemoveSecretary } from './api/secretaries/useRemoveSecretary';
export { secretaryInvitationQuery, useSecretaryInvitation } from './api/secretaries/useSecretaryInvitation';
export { useAcceptSecretaryInvitation } from './api/secretaries/useAcceptSecretaryInvitation';
export { SERVICES_SORT, servicesQuery, useServices } from './api/services/useServices';
export { useCreateService } from './api/services/useCreateService';
export { useUpdateService } from './api/services/useUpdateService';
export { useDeleteService } from './api/services/useDeleteService';
export { rdvStatsQuery, useRdvStats } from './api/statistics/useRdvStats';
export { doctorStatsNumbersQuery, useDoctorStatsNumbers } from './api/statistics/useDoctorStatsNumbers';
export { doctorStatsQuery, useDoctorStats } from './api/statistics/useDoctorStats';
export {
  DISPLAY_BASELINE,
  DISPLAY_MULTIPLIER,
  VISITS_MULTIPLIER,
  applyDisplayMultipliers,
  applySeriesMultipliers,
} from './api/statistics/display';
export {
  LANDING_ARTICLES_PARAMS,
  landingArticlesQuery,
  useLandingArticles,
} from './api/articles/useLandingArticles';
export { articlesQuery, useArticles } from './api/articles/useArticles';
export { articleQuery, useArticle } from './api/articles/useArticle';
export { useCreateArticle } from './api/articles/useCreateArticle';
export { useUpdateArticle } from './api/articles/useUpdateArticle';
export { paymentQuery, usePayment } from './api/payments/usePayment';
export { useUpdateProfile } from './api/users/useUpdateProfile';
export { useChangePassword } from './api/users/useChangePassword';
export { relativesQuery, useRelatives } from './api/relatives/useRelatives';
export { useAddRelative } from './api/relatives/useAddRelative';
export { useUpdateRelative } from './api/relatives/useUpdateRelative';
export { useRemoveRelative } from './api/relatives/useRemoveRelative';
export { useCheckoutPayment } from './api/payments/useCheckoutPayment';
export { adminDoctorsQuery, useAdminDoctors } from './api/admin/useAdminDoctors';
export { adminUsersQuery, useAdminUsers } from './api/admin/useAdminUsers';
export { useUpdateAdminDoctor } from './api/admin/useUpdateAdminDoctor';
export { useUpdateAdminUser } from './api/admin/useUpdateAdminUser';
export { auditLogQuery, useAuditLog } from './api/admin/useAuditLog';
export { outboxQuery, useOutbox } from './api/admin/useOutbox';
export { adminRefundsQuery, useAdminRefunds } from './api/admin/useAdminRefunds';
export { useCompleteAdminRefund } from './api/admin/useCompleteAdminRefund';

export type { ApiContext } from './api/context';
export type { MutationHookOptions, QueryHookOptions } from './api/options';
export type { DoctorSearchParams } from './api/doctors/useDoctorSearch';
export type { DoctorSlotsParams } from './api/doctors/useDoctorSlots';
export type { DoctorAutocompleteParams } from './api/doctors/useDoctorAutocomplete';
export type { SearchSuggestionsParams } from './api/search/useSearchSuggestions';
export type { NearbyGovernoratesParams } from './api/search/useNearbyGovernorates';
export type { UpdateDoctorVariables } from './api/doctors/useUpdateDoctor';
export type { UpdateDoctorBooleanInfoVariables } from './api/doctors/useUpdateDoctorBooleanInfo';
export type { PublicSpecialtiesParams } from './api/specialties/usePublicSpecialties';
export type { SpecialtyInput } from './api/specialties/useCreateSpecialty';
export type { UpdateSpecialtyVariables } from './api/specialties/useUpdateSpecialty';
export type { QuestionsParams } from './api/questions/useQuestions';
export type { PublicQuestionsParams } from './api/questions/usePublicQuestions';
export type { QuestionCountParams } from './api/questions/useQuestionCount';
export type { SpecialtyQuestionsParams } from './api/questions/useSpecialtyQuestions';
export type { AddQuestionVariables } from './api/questions/useAddQuestion';
export type { PatchQuestionVariables } from './api/questions/usePatchQuestion';
export type { DeleteQuestionVariables } from './api/questions/useDeleteQuestion';
export type { RdvsParams } from './api/rdvs/useRdvs';
export type { RdvCountParams } from './api/rdvs/useRdvCount';
export type { BookRdvVariables } from './api/rdvs/useBookRdv';
export type { CreatePracticeRdvVariables } from './api/rdvs/useCreatePracticeRdv';
export type { PracticePatientsParams } from './api/rdvs/usePracticePatients';
export type { RdvCalendarFileVariables } from './api/calendars/useRdvCalendarFile';
export type { EmbedDoctorsParams, UpdateEmbedOriginsVariables } from './api/embed/useEmbedOrigins';
export type {
  ApplicationStatus,
  AnswerDoctorApplicationVariables,
  DecideDoctorApplicationVariables,
  DoctorApplication,
  DoctorApplicationInput,
  DoctorApplicationQueueFilter,
  DoctorSetup,
  UploadDoctorPhotoVariables,
} from './api/doctor-applications/useDoctorApplications';
export type { WaitlistParams } from './api/waitlist/useWaitlist';
export type { AddRelativeVariables } from './api/relatives/useAddRelative';
export type { UpdateRelativeVariables } from './api/relatives/useUpdateRelative';
export type { JoinWaitlistVariables } from './api/waitlist/useJoinWaitlist';
export type { UpdateWaitlistSettingsVariables } from './api/waitlist/useWaitlistSettings';
export type { RescheduleRdvVariables } from './api/rdvs/useRescheduleRdv';
export type { CancelRdvVariables } from './api/rdvs/useCancelRdv';
export type { UpdateRdvStatusVariables } from './api/rdvs/useUpdateRdvStatus';
export type { WorkingHoursInput } from './api/workingHours/useCreateWorkingHours';
export type { UpdateWorkingHoursVariables } from './api/workingHours/useUpdateWorkingHours';
export type { RemoveSecretaryVariables } from './api/secretaries/useRemoveSecretary';
export type { AcceptSecretaryInvitationVariables } from './api/secretaries/useAcceptSecretaryInvitation';
export type { ServicesParams } from './api/services/useServices';
export type { ServiceInput } from './api/services/useCreateService';
export type { UpdateServiceVariables } from './api/services/useUpdateService';
export type { DeleteServiceVariables } from './api/services/useDeleteService';
export type { DoctorStatsParams } from './api/statistics/useDoctorStats';
export type { DoctorStatsNumbers } from './api/statistics/display';
export type { ArticlesParams } from './api/articles/useArticles';
export type { ArticleInput } from './api/articles/useCreateArticle';
export type { UpdateArticleVariables } from './api/articles/useUpdateArticle';
export type { AdminDoctorsParams } from './api/admin/useAdminDoctors';
export type { AdminUsersParams } from './api/admin/useAdminUsers';
export type { UpdateAdminDoctorVariables } from './api/admin/useUpdateAdminDoctor';
export type { UpdateAdminUserVariables } from './api/admin/useUpdateAdminUser';
export type { AuditLogParams } from './api/admin/useAuditLog';
export type { OutboxParams } from './api/admin/useOutbox';
export type { AdminRefundsParams } from './api/admin/useAdminRefunds';
export type { CompleteAdminRefundVariables } from './api/admin/useCompleteAdminRefund';

// Headless booking (src/booking/): the booking flow, the slot picker and their pure parts.
export { useBookingFlow } from './booking/useBookingFlow';
export { BOOKING_CHOICE_STEPS, bookingFlowReducer, initialBookingFlowState } from './booking/bookingFlow';
export {
  SLOT_UNAVAILABLE_REASONS,
  bookingErrorOf,
  isSlotLostError,
  paymentErrorOf,
} from './booking/bookingErrors';
export { bookingVisit, chosenVisitOption, visitOptions, visitValue } from './booking/visitOptions';
export {
  PAYMENT_POLL_INTERVAL_MS,
  PAYMENT_POLL_LIMIT_MS,
  canRetryPayment,
  paymentOutcome,
  paymentPollInterval,
} from './booking/paymentProgress';
export { slotPickerQueries, useSlotPicker } from './booking/useSlotPicker';
export { MAX_SLOT_RANGE_DAYS, slotRequestRanges } from './booking/slotRange';
export {
  SEARCH_BOX_DELAY_MS,
  SEARCH_BOX_KEYWORD_MAX_LENGTH,
  useDoctorSearchBox,
} from './search/useDoctorSearchBox';

export type { BookingAccess, BookingFlow, UseBookingFlowOptions } from './booking/useBookingFlow';
export type {
  BookingChoiceStep,
  BookingDraft,
  BookingFlowEvent,
  BookingFlowStart,
  BookingFlowState,
  BookingFlowStep,
  PaymentMode,
} from './booking/bookingFlow';
export type {
  BookingError,
  BookingErrorCode,
  PaymentError,
  SlotUnavailableReason,
} from './booking/bookingErrors';
export type { VisitChoice, VisitOption } from './booking/visitOptions';
export type { PaymentOutcome, PaymentReturn } from './booking/paymentProgress';
export type { SlotPickerState, UseSlotPickerOptions } from './booking/useSlotPicker';
export type { SlotRange } from './booking/slotRange';
export type {
  DoctorSearchBox,
  SearchRefinement,
  UseDoctorSearchBoxOptions,
} from './search/useDoctorSearchBox';
