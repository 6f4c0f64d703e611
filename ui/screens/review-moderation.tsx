import { ReviewModerationPage } from '../features/review-moderation';
// Its components' Chakra recipes are not in the first pages' system (decision 029).
import '../theme/more-recipes';

/** /moderation/reviews: moderators and administrators moderate notaries' reviews (decision 072). */
export default function ReviewModerationScreen() {
  return <ReviewModerationPage />;
}
