import { ComingSoonScreen } from '../../shared/coming-soon-screen';

export function ProfessionalLoginScreen() {
  return (
    <ComingSoonScreen
      title="Professional Login"
      description="Partners sign in here to manage their quotes and send them to clients."
    />
  );
}
