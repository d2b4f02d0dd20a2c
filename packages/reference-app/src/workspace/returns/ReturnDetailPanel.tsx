import { useAllowed, useGetOneOrderReturn } from '@marketplace/react-hooks';
import type { Entity } from '@marketplace/sdk';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Fact } from '../../components/Fact';
import { DateText } from '../../kit/DateText';
import { StatusBadge } from '../../kit/StatusBadge';
import { DetailPanel } from '../DetailPanel';
import { RecordTimeline } from '../RecordTimeline';
import { ReturnProductsSection } from './ReturnProductsSection';
import { ReturnStatusMoves } from './ReturnStatusMoves';
import { returnAskLabel } from './returnAsk';
import { type ReturnDesk, returnMoveQuestion } from './returnMoveQuestion';
import { returnStatusMoves } from './returnStatusMoves';
import '../orders/orders.css';

type Return = Entity<'ReturnedOrder'>;

/** Props of {@link ReturnDetailPanel}. */
export interface ReturnDetailPanelProps {
  returnId: number;
  onClose(): void;
  /** Whose detail: the store's or the admin session's (its order links, words and rights). */
  desk: ReturnDesk;
  /** The decisions' facts (`Fact`), after what was asked, the order and the day. */
  facts(ret: Return): ReactNode;
  /** The status moves' section: its heading ("Next step") and its block's class. */
  moves: { heading: string; className: string };
  /** The desk's own sections before the status moves, shown with `update` on `returns`. */
  children?(ret: Return): ReactNode;
}

/**
 * One return or replacement request under a workspace's returns list: its status, what was asked for, the
 * order, when, the decisions and the customer's reason, the products, its timeline (who asked, decided,
 * received or refunded it, and when: `RecordTimeline`), and (with `update` on `returns`) the
 * desk's own sections and the status moves, each confirmed. The store's and the admin session's return
 * details are this with their own facts and sections.
 *
 * @example
 * <ReturnDetailPanel returnId={77} onClose={close} desk="merchant" facts={(r) => []}
 *   moves={{ heading: 'Next step', className: 'merchant-return__moves' }} />
 */
export function ReturnDetailPanel({
  returnId,
  onClose,
  desk,
  facts,
  moves,
  children,
}: ReturnDetailPanelProps) {
  const query = useGetOneOrderReturn({ path: { id: returnId } });
  const canUpdate = useAllowed('returns', 'update', desk);
  return (
    <DetailPanel
      query={query}
      loadingLabel="Loading the return"
      fallbackMessage="Something went wrong"
      titleId={`${desk}-return-title`}
      title={(ret) => `${ret.type === 'replace' ? 'Replacement' : 'Return'} #${ret.id}`}
      onClose={onClose}
    >
      {(ret) => {
        const next = returnStatusMoves(ret.status);
        return (
          <>
            <dl className="merchant-order__facts">
              <Fact label="Status">
                <StatusBadge kind="return" status={ret.status} />
              </Fact>
              <Fact label="Asked for">{returnAskLabel(ret)}</Fact>
              <Fact label="Order">
                <Link to={`/${desk}/orders?order=${ret.orderId}`}>
                  Order {ret.orderName ?? `#${ret.orderId}`}
                </Link>
              </Fact>
              <Fact label="Requested">
                <DateText value={ret.createdAt} />
              </Fact>
              {facts(ret)}
            </dl>
            {ret.reason ? (
              <p className="merchant-order__reason">
                <strong>Customer's reason:</strong> {ret.reason}
              </p>
            ) : null}
            <ReturnProductsSection ret={ret} />
            <RecordTimeline
              recordType="return"
              recordId={ret.id}
              noun={ret.type === 'replace' ? 'replacement' : 'return'}
              className="merchant-order__section"
            />
            {canUpdate ? (
              <>
                {children?.(ret)}
                <section className="merchant-order__section" aria-labelledby={`${desk}-return-move`}>
                  <h3 id={`${desk}-return-move`}>{moves.heading}</h3>
                  {next.length ? (
                    <ReturnStatusMoves
                      ret={ret}
                      moves={next}
                      question={(r, to) => returnMoveQuestion(desk, r, to)}
                      className={moves.className}
                    />
                  ) : (
                    <p>Nothing to do: this return is closed.</p>
                  )}
                </section>
              </>
            ) : null}
          </>
        );
      }}
    </DetailPanel>
  );
}
