import { ComingSoonScreen } from '../../shared/coming-soon-screen';

export function AdminScreen() {
  return (
    <ComingSoonScreen
      title="Admin Dashboard"
      description="Review professional applications from contractors and resellers, and approve or reject them."
    />
  );
}
