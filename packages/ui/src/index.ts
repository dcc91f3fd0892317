// The public API of @tabib/ui: named exports only; types are listed separately below.
export { UiProvider, useUiLocale, directionOf } from './i18n/UiProvider';
export { resolveLabels } from './i18n/messages';
export { DefaultLink } from './link/LinkComponent';

// Shell components
export { Navbar } from './Navbar/Navbar';
export { preloadUserMenu } from './Navbar/navbarMenus';
export { DEFAULT_NAVBAR_ROUTES, DEFAULT_HEADER_OFFSET, MOBILE_MENU_MAX_WIDTH } from './Navbar/navbarRoutes';
export { menuItemsFor } from './Navbar/menuItemsFor';
export { navbarMessages } from './Navbar/messages';
export * as NavbarParts from './Navbar/parts';
export { ToastStack } from './ToastStack/ToastStack';
export { useToastStore } from './ToastStack/useToastStore';
export { toastStackMessages } from './ToastStack/messages';
export * as ToastStackParts from './ToastStack/parts';
export { LoadingBar } from './LoadingBar/LoadingBar';
export {
  createLoadingBarController,
  nextProgress,
  LOADING_BAR_INITIAL,
  LOADING_BAR_TICK_MS,
  LOADING_BAR_RESET_DELAY_MS,
} from './LoadingBar/loadingBarController';
export { loadingBarMessages } from './LoadingBar/messages';
export * as LoadingBarParts from './LoadingBar/parts';
export { Avatar, DEFAULT_AVATAR_PLACEHOLDER } from './Avatar/Avatar';
export * as AvatarParts from './Avatar/parts';
export { LanguageSelector } from './LanguageSelector/LanguageSelector';
export { LANGUAGE_OPTIONS } from './LanguageSelector/languages';
export { languageSelectorMessages } from './LanguageSelector/messages';
export * as LanguageSelectorParts from './LanguageSelector/parts';
export { Footer } from './Footer/Footer';
export { DEFAULT_FOOTER_ROUTES, DEFAULT_FOOTER_CONTACT, DEFAULT_SOCIAL_LINKS } from './Footer/footerLinks';
export { footerMessages } from './Footer/messages';
export * as FooterParts from './Footer/parts';

export type { UiLocale, UiDirection, UiLocaleValue, UiProviderProps } from './i18n/UiProvider';
export type { LocaleMessages } from './i18n/messages';
export type { LinkComponent, LinkComponentProps } from './link/LinkComponent';
export type { NavbarProps } from './Navbar/Navbar';
export type { NavbarMenuItem, NavbarUser } from './Navbar/menuItem';
export type { NavbarRoutes } from './Navbar/navbarRoutes';
export type { NavbarLabels } from './Navbar/messages';
export type { NavbarPartState, NavbarLinkState, NavbarRootProps, NavbarLinkProps } from './Navbar/parts';
export type { ToastStackProps } from './ToastStack/ToastStack';
export type { ToastMessage, ToastStackStore, ToastType } from './ToastStack/types';
export type { ToastStackLabels } from './ToastStack/messages';
export type { ToastPartState, ToastProps, ToastStackRootProps } from './ToastStack/parts';
export type { LoadingBarProps } from './LoadingBar/LoadingBar';
export type {
  LoadingBarController,
  LoadingBarControllerOptions,
  LoadingBarPhase,
  LoadingBarState,
} from './LoadingBar/loadingBarController';
export type { LoadingBarLabels } from './LoadingBar/messages';
export type { LoadingBarPartState, LoadingBarRootProps, LoadingBarFillProps } from './LoadingBar/parts';
export type { AvatarProps, AvatarSizeHint, AvatarSrcResolver } from './Avatar/Avatar';
export type { LanguageSelectorProps } from './LanguageSelector/LanguageSelector';
export type { LanguageOption } from './LanguageSelector/languages';
export type { LanguageSelectorLabels } from './LanguageSelector/messages';
export type {
  LanguageSelectorPartState,
  LanguageSelectorOptionState,
  LanguageSelectorRootProps,
  LanguageSelectorTriggerProps,
  LanguageSelectorOptionProps,
  LanguageSelectorValueProps,
} from './LanguageSelector/parts';
export type { FooterProps } from './Footer/Footer';
export type { FooterContact, FooterRoutes, FooterSocialLink } from './Footer/footerLinks';
export type { FooterLabels } from './Footer/messages';
export type { FooterRootProps, FooterSocialLinkProps, FooterSocialLinkState } from './Footer/parts';

// Product components — added by their author below.
export { RoleBadge } from './RoleBadge/RoleBadge';
export { ROLES } from './RoleBadge/roles';
export { roleBadgeMessages } from './RoleBadge/messages';
export { RelativeTime, RenderTimeContext } from './RelativeTime/RelativeTime';
export { formatRelativeTime } from './RelativeTime/formatRelativeTime';
export { relativeTimeMessages } from './RelativeTime/messages';
export { EmptyState } from './EmptyState/EmptyState';
export { emptyStateMessages } from './EmptyState/messages';
export { Pagination } from './Pagination/Pagination';
export { pageCountOf, paginationRange } from './Pagination/paginationRange';
export { paginationMessages } from './Pagination/messages';
export { Stat } from './Stat/Stat';
export { statMessages } from './Stat/messages';
export { AvailabilityStrip } from './AvailabilityStrip/AvailabilityStrip';
export { availabilityStripMessages } from './AvailabilityStrip/messages';
export { DoctorCard } from './DoctorCard/DoctorCard';
export { formatFee } from './DoctorCard/formatFee';
export { doctorCardMessages } from './DoctorCard/messages';
export * as DoctorCardParts from './DoctorCard/parts';
export * as AvailabilityStripParts from './AvailabilityStrip/parts';
export * as PaginationParts from './Pagination/parts';
export { DoctorSearch } from './DoctorSearch/DoctorSearch';
export { doctorSearchMessages } from './DoctorSearch/messages';
export { SlotPicker } from './SlotPicker/SlotPicker';
export { slotPickerMessages } from './SlotPicker/messages';
export * as SlotPickerParts from './SlotPicker/parts';
export * as DoctorSearchParts from './DoctorSearch/parts';
export { AppointmentCard } from './AppointmentCard/AppointmentCard';
export { APPOINTMENT_STATUSES } from './AppointmentCard/statuses';
export { appointmentCardMessages } from './AppointmentCard/messages';
export { QuestionCard } from './QuestionCard/QuestionCard';
export { questionState } from './QuestionCard/questionState';
export { questionCardMessages } from './QuestionCard/messages';
export * as AppointmentCardParts from './AppointmentCard/parts';
export * as QuestionCardParts from './QuestionCard/parts';
export * as EmptyStateParts from './EmptyState/parts';
export * as StatParts from './Stat/parts';
export * as RoleBadgeParts from './RoleBadge/parts';
export * as RelativeTimeParts from './RelativeTime/parts';
export {
  TUNIS_TIME_ZONE,
  formatTunisDateTime,
  formatTunisInstant,
  formatTunisTime,
  tunisDay,
} from './format/tunisTime';
export { formatTunisRange, tunisClock, tunisMidnight } from './format/tunisAgenda';
export { formatCalendarDay, formatCalendarDayRange, formatWeekday } from './format/calendarDay';
export { formatAge } from './format/age';
export { formatTunisNumber } from './format/tunisNumber';
export { contentLanguage, contentLanguageProps } from './i18n/contentLanguage';

export type { RoleBadgeProps } from './RoleBadge/RoleBadge';
export type { Role } from './RoleBadge/roles';
export type { RoleBadgeLabels } from './RoleBadge/messages';
export type { RelativeTimeProps } from './RelativeTime/RelativeTime';
export type { PluralMessage, RelativeTimeLabels } from './RelativeTime/messages';
export type { EmptyStateProps, EmptyStateVariant } from './EmptyState/EmptyState';
export type { EmptyStateLabels } from './EmptyState/messages';
export type { PaginationProps } from './Pagination/Pagination';
export type { PaginationItem } from './Pagination/paginationRange';
export type { PaginationLabels } from './Pagination/messages';
export type { StatProps, StatTone, StatTrend } from './Stat/Stat';
export type { StatLabels } from './Stat/messages';
export type { AvailabilityDay, AvailabilityStripProps } from './AvailabilityStrip/AvailabilityStrip';
export type { AvailabilityStripLabels } from './AvailabilityStrip/messages';
export type { DoctorCardProps } from './DoctorCard/DoctorCard';
export type { DoctorCardLabels } from './DoctorCard/messages';
export type { DoctorSearchProps } from './DoctorSearch/DoctorSearch';
export type { SearchSuggestion, SearchSuggestionKind } from './DoctorSearch/suggestions';
export type { DoctorSearchLabels } from './DoctorSearch/messages';
export type { SlotPickerProps } from './SlotPicker/SlotPicker';
export type { VisibleRange } from './SlotPicker/VisibleRangeReporter';
export type { SlotPickerLabels } from './SlotPicker/messages';
export type { AppointmentAction, AppointmentCardProps } from './AppointmentCard/AppointmentCard';
export type { AppointmentStatus } from './AppointmentCard/statuses';
export type { AppointmentCardLabels } from './AppointmentCard/messages';
export type { QuestionCardProps } from './QuestionCard/QuestionCard';
export type { QuestionState } from './QuestionCard/questionState';
export type { QuestionCardLabels } from './QuestionCard/messages';
export type {
  AppointmentActionTone,
  AppointmentCardActionProps,
  AppointmentCardActionState,
  AppointmentCardRootProps,
  AppointmentCardState,
  AppointmentParty,
} from './AppointmentCard/parts';
export type { QuestionCardRootProps, QuestionCardState } from './QuestionCard/parts';
export type { EmptyStateRootProps, EmptyStateState } from './EmptyState/parts';
export type { StatRootProps, StatState } from './Stat/parts';
export type { RoleBadgeRootProps, RoleBadgeState } from './RoleBadge/parts';
export type { RelativeTimeRootProps, RelativeTimeState } from './RelativeTime/parts';
export type { Instant, TunisInstantStyle } from './format/tunisTime';
export type { CalendarDayStyle } from './format/calendarDay';
