import { ComingSoonScreen } from '../../shared/coming-soon-screen';

export function QuotePageScreen() {
  return (
    <ComingSoonScreen
      title="Your Quote"
      description="View your quote, download its PDF and accept it."
    />
  );
}
