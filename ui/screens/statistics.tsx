import { StatisticsPage } from '../features/statistics';
// Its components' Chakra recipes (tables, the select, the data list) are not in the first pages' system.
import '../theme/more-recipes';

/** /statistics: the public statistics of registered acts (issue 12). */
export default function StatisticsScreen() {
  return <StatisticsPage />;
}
