import { type FilteredListView, selectFilteredList } from '../paging/filtered-list.select';

/** The administrators' list as its page reads it (machines/paging). */
export type AdminUsersListView = FilteredListView;
export const selectAdminUsersList = selectFilteredList;
