import CreateActPage from '../features/acts/create-act-page';
import { isKiosk, type ScreenProps } from './screen-props';

/** /my_notarial_act/new?type=1|4 and its kiosk twin. */
export default function CreateActScreen({ view }: ScreenProps) {
  return <CreateActPage kiosk={isKiosk(view)} />;
}
