import { SpaceStatisticsList } from '../locker/SpaceStatisticsList';

/**
 * The home page's space widget (SCREENS.md S2.4) for a signed-in person: the request figures of
 * each of their spaces, as the locker home shows them. Its own chunk, loaded only when signed in.
 */
export default function HomeSpaceStatistics() {
  return <SpaceStatisticsList />;
}
