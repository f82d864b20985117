import { ComingSoonScreen } from '../../shared/coming-soon-screen';

export function LeadsScreen() {
  return (
    <ComingSoonScreen
      title="Real Leads Dashboard"
      description="The people who left their contact details, with their quotes, for the period you choose."
    />
  );
}
