import type { MutationResolvers } from '../../generated/resolvers-types.js';
import { ministryError } from '../../ministry/errors.js';

// The specification's success answer of check_before_auth (section 7).
const PROCEED = 'Ok';

export const precheck: NonNullable<MutationResolvers['precheck']> = async (
  _parent,
  { input },
  { ministry, locale },
) => {
  const { passserial, passnum, pin } = input;
  const answer = await ministry.postText(
    'check_before_auth',
    { passserial, passnum, pin },
    { timeout: 'auth' },
  );
  if (answer.trim() === PROCEED) return true;
  // A 200 with another text is the ministry's reason for refusing, to be shown as it is.
  throw ministryError({ status: 400, message: answer }, locale);
};
