export { ReviewModerationPage } from './review-moderation-page';
