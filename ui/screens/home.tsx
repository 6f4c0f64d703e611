import HomePage from '../features/home/home-page';

/** / and /index. In the first bundle: it is the page most visits start on. */
export default function HomeScreen() {
  return <HomePage />;
}
