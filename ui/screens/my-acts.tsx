import { paths } from '../../machines/navigation/routes';
import MyActsPage from '../features/acts/my-acts-page';

/** /my_notarial_act and /my_notarial_act/list. */
export default function MyActsScreen() {
  return <MyActsPage createHref={paths.myActNew} />;
}
