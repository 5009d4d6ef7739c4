import { TransferPage } from '@/features/wallet/TransferPage';

export default function DepositPage() {
  return <TransferPage kind="deposit" />;
}
