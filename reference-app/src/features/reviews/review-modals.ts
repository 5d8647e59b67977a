// The reviews' modals as one lazily loaded chunk (see review-actions.tsx).
export { ModerationPanel } from './moderation-panel';
export { WriteReviewModal } from './write-review-modal';
