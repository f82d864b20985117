import { ComingSoonScreen } from '../../shared/coming-soon-screen';

export function ProfessionalSetupScreen() {
  return (
    <ComingSoonScreen
      title="Professional Account Setup"
      description="Finish setting up your approved partner account: choose a username and password and add your business logo."
    />
  );
}
