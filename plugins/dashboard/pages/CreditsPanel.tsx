/** The credit balance as a workspace panel. */
import { BalanceCard } from './DashboardPage';

export default function CreditsPanel() {
  return (
    <div className="lemma-panel-pad">
      <BalanceCard />
    </div>
  );
}
