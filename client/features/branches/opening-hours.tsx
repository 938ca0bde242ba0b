import { openingHoursText, type OpeningHours } from '../../content/branches';
import { clockTime as clockIn24, hoursOnDayOf, openingStatus, weekdayRange } from '../../lib/opening-hours';

/** "19:30" as the page's language says it. */
const clockTime = (time: string) => clockIn24(time, openingHoursText.clock);

function statusText(hours: readonly OpeningHours[], now: number): { open: boolean; text: string } {
  const status = openingStatus(hours, now);
  if (status.open)
    return {
      open: true,
      text: `${openingHoursText.openNow}, ${openingHoursText.closesAt(clockTime(status.closes))}`,
    };
  if (status.opens === null) return { open: false, text: openingHoursText.closed };
  return { open: false, text: openingHoursText.opensAt(clockTime(status.opens), status.when) };
}

/** Today's hours and whether the branch is open now, in Indian time. */
export function HoursToday({ hours, now }: { hours: readonly OpeningHours[]; now: number }) {
  const today = hoursOnDayOf(hours, now);
  const status = statusText(hours, now);
  return (
    <p className="branch-hours">
      <span className="branch-hours__today">
        <span className="branch-hours__label">{openingHoursText.today}:</span>{' '}
        {today.length === 0
          ? openingHoursText.closedToday
          : today.map((t) => openingHoursText.range(clockTime(t.opens), clockTime(t.closes))).join(', ')}
      </span>{' '}
      <span
        className={status.open ? 'branch-hours__status branch-hours__status--open' : 'branch-hours__status'}
      >
        {status.text}
      </span>
    </p>
  );
}

/** The whole week, one line per rule. */
export function WeekHours({ hours }: { hours: readonly OpeningHours[] }) {
  return (
    <dl className="branch-week">
      {hours.map((rule) => {
        const range = weekdayRange(rule.days);
        return (
          <div key={`${rule.days.join()}-${rule.opens}`} className="branch-week__row">
            <dt>
              {range ? openingHoursText.days(range.first, range.last) : openingHoursText.dayList(rule.days)}
            </dt>
            <dd>{openingHoursText.range(clockTime(rule.opens), clockTime(rule.closes))}</dd>
          </div>
        );
      })}
    </dl>
  );
}
