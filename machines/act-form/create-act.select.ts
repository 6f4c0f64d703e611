import type { SnapshotFrom } from 'xstate';
import type { ActRefusal, CreateActMachine } from './create-act.machine';

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
}

export function selectCreateAct<TFound>(
  snapshot: SnapshotFrom<CreateActMachine<TFound>>,
): CreateActView<TFound> {
  const { found, lookupRefusal, refusal } = snapshot.context;
  return {
    lookingUp: snapshot.matches({ subject: 'lookingUp' }),
    submitting: snapshot.matches({ creation: 'submitting' }),
    busy: snapshot.hasTag('busy'),
    found,
    lookupRefusal: snapshot.matches({ subject: 'refused' }) ? lookupRefusal : null,
    refusal: snapshot.matches({ creation: 'refused' }) ? refusal : null,
  };
}
