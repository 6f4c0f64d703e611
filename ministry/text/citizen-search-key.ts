import { searchKey } from '../../machines/text/search-key';
import type { RegistryName } from './citizen-name';

/** A user's search key (decision 056): the full name in both scripts, folded by machines/text/search-key. */
export function citizenSearchKey(citizen: RegistryName): string {
  return searchKey(
    `${citizen.surnameLatin} ${citizen.nameLatin} ${citizen.lastnameLatin} ${citizen.surnameCyrillic} ${citizen.nameCyrillic} ${citizen.lastnameCyrillic}`,
  );
}
