import type { QueryResolvers } from '../../generated/resolvers-types.js';
import { actListSchema } from '../../ministry/acts-schemas.js';

const tabs = { IN_PROCESS: 'inprocess', AWAITING: 'awaiting' } as const;

export const myActs: NonNullable<QueryResolvers['myActs']> = (
  _parent,
  { tab, filter, page, size },
  { ministry },
) =>
  ministry.getJson('notarial_act/list', actListSchema, {
    query: {
      tab: tabs[tab ?? 'IN_PROCESS'],
      dateFrom: filter?.dateFrom ?? undefined,
      dateTo: filter?.dateTo ?? undefined,
      state: filter?.state ?? undefined,
      regnum: filter?.regnum ?? undefined,
      regdate: filter?.regdate ?? undefined,
      visitDate: filter?.visitDate ?? undefined,
      visitTime: filter?.visitTime ?? undefined,
      regtype: filter?.regtype ?? undefined,
      office: filter?.office ?? undefined,
      notary: filter?.notary ?? undefined,
      step: filter?.step ?? undefined,
      system: filter?.system ?? undefined,
      actType: filter?.actType ?? undefined,
      page: page ?? undefined,
      size: size ?? undefined,
    },
  });
