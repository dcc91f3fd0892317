export * from './parts';
export { LanguageSelector } from './LanguageSelector';
export type { LanguageSelectorProps } from './LanguageSelector';
export { LANGUAGE_OPTIONS } from './languages';
export type { LanguageOption } from './languages';
export { languageSelectorMessages } from './messages';
export type { LanguageSelectorLabels } from './messages';
