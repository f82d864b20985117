import { ComingSoonScreen } from '../../shared/coming-soon-screen';

export function ProfessionalDashboardScreen() {
  return (
    <ComingSoonScreen
      title="Professional Dashboard"
      description="Your quotes, clients and partner discount in one place."
    />
  );
}
