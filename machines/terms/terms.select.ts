import type { SnapshotFrom } from 'xstate';
import type { TermsMachine } from './terms.machine';

export interface TermsView {
  open: boolean;
  busy: boolean;
  persistent: boolean;
  canAgree: boolean;
  canDisagree: boolean;
  canClose: boolean;
}

export function selectTerms(snapshot: SnapshotFrom<TermsMachine>): TermsView {
  return {
    open: snapshot.hasTag('dialog'),
    busy: snapshot.hasTag('busy'),
    persistent: snapshot.context.persistent,
    canAgree: snapshot.can({ type: 'terms.agreed' }),
    canDisagree: snapshot.can({ type: 'terms.disagreed' }),
    canClose: snapshot.can({ type: 'terms.closed' }),
  };
}
