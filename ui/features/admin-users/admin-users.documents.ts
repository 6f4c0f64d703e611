import { graphql } from '../../gql';

// User administration (issue 13, decisions 056, 072): administrators only; FORBIDDEN opens /403, but a
// refusal of separation of duties (FORBIDDEN with its own ministryCode) is shown on the form.

/** The list: a name in any script, a PIN or a passport, and the role, state and deletion filters. */
export const AdminUsersQuery = graphql(`
  query AdminUsers($filter: AdminUsersFilter, $page: Int) {
    adminUsers(filter: $filter, page: $page) {
      total
      page
      pageSize
      items {
        id
        login
        fio
        pin
        passport
        roles
        pendingRoles
        state
        isdeleted
        instime
      }
    }
  }
`);

export const AdminUserFields = graphql(`
  fragment AdminUserFields on AdminUser {
    id
    login
    fio
    fullname
    surname
    name
    lastname
    state
    roles
    isdeleted
    phone
    email
    type
    pin
    inn
    orgInn
    orgname
    birthdate
    birthcountry
    passport
    issueorg
    issuedate
    exprdate
    citizenship
    nationality
    regaddress
    actaddress
    instime
    notary {
      officeId
      officeName
      licenseNumber
      licenseStatus
    }
    pendingGrants {
      id
      role
      notary {
        officeId
        officeName
        licenseNumber
      }
      reason
      requestedAt
      requestedBy {
        id
        userid
        fullname
      }
      decidable
    }
    comments {
      id
      at
      admin {
        id
        userid
        fullname
      }
      action
      role
      reason
    }
  }
`);

/** The admin labels of section 3 and the journal of the user's changes. */
export const AdminUserQuery = graphql(`
  query AdminUser($id: Int!) {
    adminUser(id: $id) {
      ...AdminUserFields
    }
  }
`);

/** Grant or revoke a role, block, unblock or delete: always with a reason. */
export const ChangeUserMutation = graphql(`
  mutation ChangeUser($id: Int!, $change: UserChangeInput!) {
    changeUser(id: $id, change: $change) {
      ...AdminUserFields
    }
  }
`);

/** A second administrator approves or rejects a pending grant of the administrator or notary role. */
export const DecideRoleGrantMutation = graphql(`
  mutation DecideRoleGrant($userId: Int!, $grantId: Int!, $decision: GrantDecision!, $reason: String!) {
    decideRoleGrant(userId: $userId, grantId: $grantId, decision: $decision, reason: $reason) {
      ...AdminUserFields
    }
  }
`);
