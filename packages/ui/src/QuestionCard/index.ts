export * from './parts';
export { QuestionCard } from './QuestionCard';
export { questionState } from './questionState';
export { questionCardMessages } from './messages';
export type { QuestionCardProps } from './QuestionCard';
export type { QuestionState } from './questionState';
export type { QuestionCardLabels } from './messages';
