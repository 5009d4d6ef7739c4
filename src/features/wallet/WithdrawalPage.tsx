import { TransferPage } from '@/features/wallet/TransferPage';

export default function WithdrawalPage() {
  return <TransferPage kind="withdrawal" />;
}
