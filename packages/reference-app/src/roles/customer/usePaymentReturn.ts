import {
  asMarketplaceError,
  useCreateCustomerTransaction,
  useVerifyProductPayment,
} from '@marketplace/react-hooks';
import type { OperationData } from '@marketplace/sdk';
import { useCallback, useEffect, useRef, useState } from 'react';

/** A payment as verifyProductPayment answers it. */
export type VerifiedPayment = OperationData<'verifyProductPayment'>;

/**
 * Where a payment stands once the shopper is back from the provider's page:
 * - `checking`: asking the provider;
 * - `pending`: the shopper has not decided on the provider's page yet;
 * - `failed`: the provider declined it (`payment.reason`);
 * - `recording`: approved, being recorded (createCustomerTransaction);
 * - `record-failed`: approved but not recorded (`message`; `retryRecord` tries again);
 * - `received`: approved and recorded: only now may a screen say the payment was received;
 * - `error`: the check itself failed (`message`; `checkAgain` asks again).
 */
export type PaymentReturnPhase =
  | 'checking'
  | 'pending'
  | 'failed'
  | 'recording'
  | 'record-failed'
  | 'received'
  | 'error';

/** What {@link usePaymentReturn} reports. */
export interface PaymentReturn {
  phase: PaymentReturnPhase;
  payment: VerifiedPayment | undefined;
  /** Why the check or the recording failed (the hooks' user-facing message). */
  message?: string;
  /** Asks the provider again (pending, or a failed check). */
  checkAgain(): void;
  /** Records the approved payment again after a failure. */
  retryRecord(): void;
}

type RecordState = { status: 'idle' | 'running' | 'done' } | { status: 'failed'; message: string };

/**
 * The return from the card provider's page, as a card payment must end: it checks the payment by its
 * `reference` (verifyProductPayment) and, when the provider approved it and it is not recorded yet,
 * records it (createCustomerTransaction, once, without a toast: the screen says it). A payment already
 * recorded (a reload, another tab) counts as received. `null` skips everything.
 *
 * @example
 * const back = usePaymentReturn(params.get('reference'));
 * if (back.phase === 'received') return <p>Payment received</p>;
 */
export function usePaymentReturn(reference: string | null): PaymentReturn {
  const verify = useVerifyProductPayment(reference ? { path: { reference } } : null);
  const record = useCreateCustomerTransaction({ notify: false });
  const [recording, setRecording] = useState<RecordState>({ status: 'idle' });
  // The reference whose recording has started: React may run the effect twice, the server must not.
  const started = useRef<string>(undefined);
  const payment = verify.data;
  const { trigger } = record;
  const { mutate } = verify;

  const save = useCallback(
    async (approved: VerifiedPayment) => {
      setRecording({ status: 'running' });
      try {
        const first = approved.orderIds?.[0];
        await trigger({
          body: {
            reference: approved.reference,
            amount: approved.amount,
            paymentChannel: 'card',
            status: 'success',
            ...(first !== undefined ? { orderTrackerId: first } : {}),
          },
        });
        setRecording({ status: 'done' });
      } catch (error) {
        // Recorded meanwhile (another tab, a reload mid-way): received all the same.
        const fresh = await mutate().catch(() => undefined);
        if (fresh?.recorded) setRecording({ status: 'done' });
        else
          setRecording({
            status: 'failed',
            message: asMarketplaceError(error, 'createCustomerTransaction').message,
          });
      }
    },
    [trigger, mutate],
  );

  useEffect(() => {
    if (payment?.status !== 'success' || payment.recorded) return;
    if (started.current === payment.reference) return;
    started.current = payment.reference;
    void save(payment);
  }, [payment, save]);

  const checkAgain = useCallback(() => void mutate(), [mutate]);
  const retryRecord = useCallback(() => {
    if (payment) void save(payment);
  }, [payment, save]);

  let phase: PaymentReturnPhase;
  let message: string | undefined;
  if (!payment) {
    phase = verify.error ? 'error' : 'checking';
    message = verify.error?.message;
  } else if (payment.status === 'pending') phase = 'pending';
  else if (payment.status === 'failed') phase = 'failed';
  else if (payment.recorded || recording.status === 'done') phase = 'received';
  else if (recording.status === 'failed') {
    phase = 'record-failed';
    message = recording.message;
  } else phase = 'recording';
  return { phase, payment, message, checkAgain, retryRecord };
}
