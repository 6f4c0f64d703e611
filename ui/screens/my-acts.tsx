import { paths } from '../../machines/navigation/routes';
import MyActsPage from '../features/acts/my-acts-page';
// Its components' Chakra recipes are not in the first pages' system (decision 029).
import '../theme/more-recipes';

/** /my_notarial_act and /my_notarial_act/list. */
export default function MyActsScreen() {
  return <MyActsPage createHref={paths.myActNew} />;
}
