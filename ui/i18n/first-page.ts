import { firstPageNamespaces as namespacesOf } from '../../machines/navigation/first-page';
import { type Namespace, namespaces } from './i18n';

/** The translations a first page reads beyond `common` (machines/navigation/first-page.ts). */
export function firstPageNamespaces(path: string): Namespace[] {
  return namespacesOf(path).filter((name): name is Namespace =>
    (namespaces as readonly string[]).includes(name),
  );
}
