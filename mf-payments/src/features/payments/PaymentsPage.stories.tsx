import { StoryHost } from '@tiix/shared-data/dev-host';
import PaymentsPage from './PaymentsPage';

/**
 * The payments page on the sample team, signed in as its owner: payment settings, a new request,
 * the requests with their Pay links and history, balances and the fairness line.
 */
export default {
  title: 'mf-payments/Payments',
  parameters: { layout: 'fullscreen' },
};

export const SampleTeam = {
  render: () => (
    <StoryHost path="/app/payments" route="/app/payments">
      <PaymentsPage />
    </StoryHost>
  ),
};
