import { ComingSoonScreen } from '../../shared/coming-soon-screen';

export function AnalyticsScreen() {
  return (
    <ComingSoonScreen
      title="Analytics Dashboard"
      description="Leads, quotes and visitors over the last 24 hours, 3, 7 or 30 days."
    />
  );
}
