import { useAllowed, useGetAllGiftCards } from '@marketplace/react-hooks';
import type { Entity } from '@marketplace/sdk';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import type { Column } from '../../../kit/Column';
import { DataTable } from '../../../kit/DataTable';
import { DateText } from '../../../kit/DateText';
import { FilterSelect } from '../../../kit/FilterSelect';
import { FiltersBar } from '../../../kit/FiltersBar';
import { Money } from '../../../kit/Money';
import { StatusBadge } from '../../../kit/StatusBadge';
import { GIFT_CARD_STATUSES } from '../../../kit/statusNames';
import { FormPanel } from '../../../workspace/FormPanel';
import { PeriodPicker } from '../../../workspace/reports/PeriodPicker';
import { useUrlDateRange } from '../../../workspace/reports/useUrlDateRange';
import { useRevealOnLoad } from '../../../workspace/useRevealOnLoad';
import { GiftCardActivitiesTable } from './GiftCardActivitiesTable';
import { GiftCardStatusForm } from './GiftCardStatusForm';
import { pagedBindings } from './pagedBindings';
import { useFirstPageOn, useUrlPage } from './useUrlPage';
import './giftCards.css';
import { useSearchParamsWriter } from '../../../app/useSearchParam';
import { Fact } from '../../../components/Fact';

type GiftCard = Entity<'GiftCard'>;
type Status = GiftCard['status'];

const STATUS_OPTIONS = (Object.keys(GIFT_CARD_STATUSES) as Status[]).map((status) => ({
  value: status,
  label: GIFT_CARD_STATUSES[status].name,
}));
const STATUS_PARAM = 'status';
// The card whose status and history are open under the list.
const CARD_PARAM = 'card';

const isStatus = (value: string | null): value is Status =>
  value !== null && Object.hasOwn(GIFT_CARD_STATUSES, value);

/**
 * Every customer's gift cards (`/admin/gift-cards`, needs `read` on `gift-cards`; `getAllGiftCards`),
 * bought in a period (`useDateRange`, in the URL) and of a status, newest first, paged; a card opens
 * under the list with its history (`getGiftCardActivities`) and, with `update` on `gift-cards`, the
 * change of its status (`updateGiftCardStatus`, confirmed).
 *
 * @example
 * { path: 'gift-cards', lazy: screen(admin, 'GiftCardsScreen') }
 */
export function GiftCardsScreen() {
  const [params] = useSearchParams();
  const write = useSearchParamsWriter();
  const range = useUrlDateRange();
  const paging = useUrlPage();
  useFirstPageOn(`${range.startDate}/${range.endDate}`, paging);
  const statusParam = params.get(STATUS_PARAM);
  const status = isStatus(statusParam) ? statusParam : undefined;
  const cards = useGetAllGiftCards({
    query: {
      startDate: range.startDate,
      endDate: range.endDate,
      page: paging.page,
      limit: paging.pageSize,
      ...(status ? { status } : {}),
    },
  });
  const [open, setOpen] = useState<GiftCard | undefined>();
  const openId = Number(params.get(CARD_PARAM));
  // The open card as the list has it now (its status changes there after a save).
  const openCard = cards.data?.rows.find((c) => c.id === openId) ?? (open?.id === openId ? open : undefined);
  const setParam = (name: string, value: string | undefined, resetPage = false) =>
    write({ [name]: value, ...(resetPage ? { page: undefined } : {}) });
  const columns: Column<GiftCard>[] = [
    {
      id: 'code',
      header: 'Card',
      cell: (c) => (
        <button
          type="button"
          className="link-button"
          aria-label={`Open ${c.code}`}
          onClick={() => {
            setOpen(c);
            setParam(CARD_PARAM, String(c.id));
          }}
        >
          {c.code}
        </button>
      ),
      csv: (c) => c.code,
    },
    { id: 'status', header: 'Status', cell: (c) => <StatusBadge kind="giftCard" status={c.status} /> },
    { id: 'amount', header: 'Value', cell: (c) => <Money amount={c.amount} />, align: 'end' },
    { id: 'balance', header: 'Balance', cell: (c) => <Money amount={c.balance} />, align: 'end' },
    {
      id: 'recipient',
      header: 'For',
      cell: (c) => c.recipientName || c.recipientEmail || '—',
    },
    { id: 'createdAt', header: 'Bought', cell: (c) => <DateText value={c.createdAt} /> },
    {
      id: 'expiresAt',
      header: 'Expires',
      cell: (c) => (c.expiresAt ? <DateText value={c.expiresAt} /> : '—'),
    },
  ];
  return (
    <div className="workspace-list gift-cards">
      <FiltersBar
        active={Boolean(status || !range.preset || range.preset !== 'last30Days')}
        onReset={() => {
          range.setPreset('last30Days');
          setParam(STATUS_PARAM, undefined, true);
        }}
      >
        <PeriodPicker range={range} />
        <FilterSelect
          label="Status"
          value={status ?? ''}
          options={STATUS_OPTIONS}
          onChange={(value) => setParam(STATUS_PARAM, value || undefined, true)}
        />
      </FiltersBar>
      <DataTable<GiftCard>
        caption={`Gift cards bought ${range.startDate} to ${range.endDate}${status ? `, ${GIFT_CARD_STATUSES[status].name.toLowerCase()}` : ''}`}
        columns={columns}
        getRowId={(c) => String(c.id)}
        {...pagedBindings(cards, paging)}
        emptyTitle="No gift cards"
        emptyMessage={
          status
            ? 'No gift card of this status was bought in this period.'
            : 'No gift card was bought in this period.'
        }
      />
      {openCard ? (
        <GiftCardPanel
          key={openCard.id}
          card={openCard}
          onClose={() => {
            setOpen(undefined);
            setParam(CARD_PARAM, undefined);
          }}
        />
      ) : null}
    </div>
  );
}

interface GiftCardPanelProps {
  card: GiftCard;
  onClose(): void;
}

/** One card under the list: its facts, the status change (with the right) and its history. */
function GiftCardPanel({ card, onClose }: GiftCardPanelProps) {
  const canUpdate = useAllowed('gift-cards', 'update');
  const heading = useRevealOnLoad(true);
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState(12);
  return (
    <FormPanel
      title={card.code}
      className="gift-card-panel"
      onCancel={onClose}
      cancelLabel="Close"
      headingRef={heading}
    >
      <dl className="gift-card-panel__facts">
        <Fact label="Status">
          <StatusBadge kind="giftCard" status={card.status} />
        </Fact>
        <Fact label="Value">
          <Money amount={card.amount} />
        </Fact>
        <Fact label="Balance">
          <Money amount={card.balance} />
        </Fact>
        <Fact label="For">{[card.recipientName, card.recipientEmail].filter(Boolean).join(', ') || '—'}</Fact>
        {card.message ? <Fact label="Message">{card.message}</Fact> : null}
        <Fact label="Expires">{card.expiresAt ? <DateText value={card.expiresAt} /> : 'Never'}</Fact>
      </dl>
      {canUpdate ? (
        card.status === 'redeemed' ? (
          <p>This card's balance is spent: its status no longer changes.</p>
        ) : (
          <GiftCardStatusForm key={card.status} card={card} />
        )
      ) : null}
      <GiftCardActivitiesTable
        caption={`History of ${card.code}`}
        giftCardId={card.id}
        paging={{
          page,
          pageSize,
          pageSizes: [12, 24, 48],
          setPage,
          setPageSize: (size) => {
            setPageSize(size);
            setPage(1);
          },
        }}
      />
    </FormPanel>
  );
}
