import { features } from '../features';

/** The features' home-page cards (shellSlots.homeCards), so the home page shows them without knowing the features. */
export function HomeCards() {
  return features.flatMap((feature) => feature.shellSlots?.homeCards ?? []).map((Card, index) => <Card key={index} />);
}
