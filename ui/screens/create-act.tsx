import CreateActPage from '../features/acts/create-act-page';

/** /my_notarial_act/new?type=1|4 and its kiosk twin. */
export default function CreateActScreen() {
  return <CreateActPage />;
}
