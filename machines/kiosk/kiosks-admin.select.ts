import type { SnapshotFrom } from 'xstate';
import { pagesOfList } from '../paging/filtered-list.machine';
import { type PagedListView, pagingOf } from '../paging/filtered-list.select';
import type {
  IssuedCode,
  KioskOffice,
  KioskRow,
  KiosksAdminEvent,
  KiosksAdminMachine,
  KiosksFilter,
} from './kiosks-admin.machine';

/**
 * The list's wait and failure as ui/components/list-status reads them, and its paging as
 * ui/components/pager does; `empty`: the list loaded and holds nothing for this filter.
 */
export interface KiosksAdminView extends PagedListView {
  offices: KioskOffice[];
  /** The offices could not be loaded (namespace kiosks). */
  officesErrorKey: string | null;
  items: KioskRow[];
  total: number;
  filter: KiosksFilter;
  formOpen: boolean;
  enrolling: boolean;
  fieldKeys: Record<string, string>;
  fieldMessages: Record<string, string>;
  enrolError: { message: string | null } | null;
  issued: IssuedCode | null;
  /** The kiosk whose revocation waits for a confirmation, or is under way. */
  revoking: number | null;
  confirming: boolean;
  revokeBusy: boolean;
  revokeError: { message: string | null } | null;
}

export function selectKiosksAdmin(snapshot: SnapshotFrom<KiosksAdminMachine>): KiosksAdminView {
  const { context } = snapshot;
  const result = context.result;
  return {
    offices: context.offices,
    officesErrorKey: snapshot.matches({ offices: 'failed' }) ? 'load.officesError' : null,
    busy: snapshot.hasTag('listBusy'),
    errorKey: snapshot.matches({ list: 'failed' }) ? 'load.error' : null,
    canRetry: snapshot.matches({ list: 'failed' }),
    items: result?.items ?? [],
    total: result?.total ?? 0,
    ...pagingOf(snapshot, 'kiosks.pageChosen', context.page, pagesOfList(result)),
    empty: snapshot.matches({ list: 'shown' }) && (result?.items.length ?? 0) === 0,
    filter: context.filter,
    formOpen: snapshot.matches({ enrolment: 'open' }) || snapshot.matches({ enrolment: 'enrolling' }),
    enrolling: snapshot.matches({ enrolment: 'enrolling' }),
    fieldKeys: context.fieldKeys,
    fieldMessages: context.fieldMessages,
    enrolError: context.enrolError,
    issued: snapshot.matches({ enrolment: 'issued' }) ? context.issued : null,
    revoking: context.revoking,
    confirming: snapshot.matches({ revocation: 'confirming' }),
    revokeBusy: snapshot.matches({ revocation: 'revoking' }),
    revokeError: context.revokeError,
  };
}

/** What the page may ask of the machine: the only place its events are spelled for the view. */
export function kiosksAdminIntents(send: (event: KiosksAdminEvent) => void) {
  return {
    filter: (filter: KiosksFilter) => send({ type: 'kiosks.filtered', filter }),
    choosePage: (page: number) => send({ type: 'kiosks.pageChosen', page }),
    retry: () => send({ type: 'kiosks.retried' }),
    openEnrolment: () => send({ type: 'kiosks.enrolOpened' }),
    enrol: (officeId: number | null, label: string) => send({ type: 'kiosks.enrolSent', officeId, label }),
    closeEnrolment: () => send({ type: 'kiosks.enrolClosed' }),
    askRevoke: (kioskId: number) => send({ type: 'kiosks.revokeAsked', kioskId }),
    confirmRevoke: () => send({ type: 'kiosks.revokeConfirmed' }),
    cancelRevoke: () => send({ type: 'kiosks.revokeCancelled' }),
  };
}
