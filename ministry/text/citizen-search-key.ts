import { searchKey } from '../../machines/text/search-key';

/** A user's search key (decision 056): the full name in both scripts, folded by machines/text/search-key. */
export function citizenSearchKey(citizen: {
  surnameLatin: string;
  nameLatin: string;
  lastnameLatin: string;
  surnameCyrillic: string;
  nameCyrillic: string;
  lastnameCyrillic: string;
}): string {
  return searchKey(
    `${citizen.surnameLatin} ${citizen.nameLatin} ${citizen.lastnameLatin} ${citizen.surnameCyrillic} ${citizen.nameCyrillic} ${citizen.lastnameCyrillic}`,
  );
}
