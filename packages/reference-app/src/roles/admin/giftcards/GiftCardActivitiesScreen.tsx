import { FiltersBar } from '../../../kit/FiltersBar';
import { PeriodPicker } from '../../../workspace/reports/PeriodPicker';
import { useUrlDateRange } from '../../../workspace/reports/useUrlDateRange';
import { GiftCardActivitiesTable } from './GiftCardActivitiesTable';
import { useFirstPageOn, useUrlPage } from './useUrlPage';
import './giftCards.css';

/**
 * What happened to gift cards in a period (`/admin/gift-card-activity`, needs `read` on
 * `gift-cards`; `getGiftCardActivities`): bought, paid for, applied, spent, status changed, newest first.
 *
 * @example
 * { path: 'gift-card-activity', lazy: screen(admin, 'GiftCardActivitiesScreen') }
 */
export function GiftCardActivitiesScreen() {
  const range = useUrlDateRange();
  const paging = useUrlPage();
  useFirstPageOn(`${range.startDate}/${range.endDate}`, paging);
  return (
    <div className="workspace-list gift-cards">
      <FiltersBar active={range.preset !== 'last30Days'} onReset={() => range.setPreset('last30Days')}>
        <PeriodPicker range={range} />
      </FiltersBar>
      <GiftCardActivitiesTable
        caption={`Gift card activity ${range.startDate} to ${range.endDate}`}
        range={range}
        paging={paging}
      />
    </div>
  );
}
