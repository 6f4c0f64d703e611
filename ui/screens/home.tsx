import HomePage from '../features/home/home-page';

/** / and /index. Fetched while the translations load when a visit starts here (screen.tsx). */
export default function HomeScreen() {
  return <HomePage />;
}
