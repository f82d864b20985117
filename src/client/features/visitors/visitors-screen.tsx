import { ComingSoonScreen } from '../../shared/coming-soon-screen';

export function VisitorsScreen() {
  return (
    <ComingSoonScreen
      title="Visitor Analytics Dashboard"
      description="Visitors, engagement, configurator use and conversions, by day, device and region."
    />
  );
}
