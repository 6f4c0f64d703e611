import { z } from 'zod';
import { UserJournalAction, UserRole, UserState } from '../generated/schema-types.js';

// Shapes of the ministry's user administration answers (issue 13, decision 056).

const int = z.number().int();

export const adminUserPageSchema = z.object({
  items: z.array(
    z.object({
      id: int,
      login: z.string(),
      fio: z.string(),
      pin: z.string(),
      passport: z.string(),
      roles: z.array(z.enum(UserRole)),
      pendingRoles: z.array(z.enum(UserRole)),
      state: z.enum(UserState),
      isdeleted: z.boolean(),
      instime: z.string(),
    }),
  ),
  total: int,
  page: int,
  pageSize: int,
});

export const adminUserSchema = z.object({
  id: int,
  login: z.string(),
  fio: z.string(),
  fullname: z.string(),
  surname: z.string(),
  name: z.string(),
  lastname: z.string(),
  state: z.enum(UserState),
  roles: z.array(z.enum(UserRole)),
  isdeleted: z.boolean(),
  phone: z.string(),
  email: z.string().nullish(),
  type: int,
  pin: z.string(),
  inn: z.string().nullish(),
  orgInn: z.string().nullish(),
  orgname: z.string().nullish(),
  birthdate: z.string(),
  birthcountry: z.string(),
  passport: z.string(),
  issueorg: z.string(),
  issuedate: z.string(),
  exprdate: z.string(),
  citizenship: z.string(),
  nationality: z.string(),
  regaddress: z.string(),
  actaddress: z.string(),
  instime: z.string(),
  notary: z
    .object({
      officeId: int,
      officeName: z.string().nullish(),
      licenseNumber: z.string(),
      licenseStatus: z.string(),
    })
    .nullish(),
  pendingGrants: z.array(
    z.object({
      id: int,
      role: z.enum(UserRole),
      notary: z
        .object({ officeId: int, officeName: z.string().nullish(), licenseNumber: z.string() })
        .nullish(),
      reason: z.string(),
      requestedAt: z.string(),
      requestedBy: z.object({ id: int, userid: z.string(), fullname: z.string() }),
      decidable: z.boolean(),
    }),
  ),
  comments: z.array(
    z.object({
      id: int,
      at: z.string(),
      admin: z.object({ id: int, userid: z.string(), fullname: z.string() }),
      action: z.enum(UserJournalAction),
      role: z.enum(UserRole).nullish(),
      reason: z.string(),
    }),
  ),
});
