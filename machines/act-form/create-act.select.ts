import type { SnapshotFrom } from 'xstate';
import type { ActRefusal, CreateActMachine, NamedRegion } from './create-act.machine';

export interface CreateActView<TFound> {
  lookingUp: boolean;
  submitting: boolean;
  /** Something runs: the form says so (aria-busy). */
  busy: boolean;
  /** The registry's record of the subject, while it still answers for the fields typed. */
  found: TFound | null;
  lookupRefusal: ActRefusal | null;
  /** The creation's refusal, until the next submit. */
  refusal: ActRefusal | null;
  /** The form is asking whether the user's region has a notary on the portal. */
  checkingNotary: boolean;
  /**
   * The user's region has no notary on the portal: its name, and the nearest region that has one
   * (null when none has). Null while asking, when it has one, or when the question failed.
   */
  regionWithoutNotary: { region: NamedRegion; nearest: NamedRegion | null } | null;
}

export function selectCreateAct<TFound>(
  snapshot: SnapshotFrom<CreateActMachine<TFound>>,
): CreateActView<TFound> {
  const { found, lookupRefusal, refusal, availability } = snapshot.context;
  const unserved = snapshot.matches({ notary: 'elsewhere' }) || snapshot.matches({ notary: 'nowhere' });
  return {
    lookingUp: snapshot.matches({ subject: 'lookingUp' }),
    submitting: snapshot.matches({ creation: 'submitting' }),
    busy: snapshot.hasTag('busy'),
    found,
    lookupRefusal: snapshot.matches({ subject: 'refused' }) ? lookupRefusal : null,
    refusal: snapshot.matches({ creation: 'refused' }) ? refusal : null,
    checkingNotary: snapshot.matches({ notary: 'checking' }),
    regionWithoutNotary:
      unserved && availability ? { region: availability.region, nearest: availability.nearest } : null,
  };
}
