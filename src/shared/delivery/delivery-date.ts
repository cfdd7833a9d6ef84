/**
 * The day a parcel arrives: `days` delivery days after `from` (an Indian date, YYYY-MM-DD), where a
 * delivery day is neither a Sunday nor one of `holidays`. Dispatch day itself does not count, so 0
 * days means today (or the next delivery day if today is none).
 */
export function deliveryDateAfter(from: string, days: number, holidays: ReadonlySet<string>): string {
  const day = new Date(`${from}T00:00:00Z`);
  const isDeliveryDay = () => day.getUTCDay() !== 0 && !holidays.has(day.toISOString().slice(0, 10));
  let left = days;
  while (left > 0 || !isDeliveryDay()) {
    day.setUTCDate(day.getUTCDate() + 1);
    if (isDeliveryDay()) left -= 1;
  }
  return day.toISOString().slice(0, 10);
}

const weekdays = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** "Thu 4 Dec", the way the delivery promise reads. */
export function formatDeliveryDate(isoDate: string): string {
  const day = new Date(`${isoDate}T00:00:00Z`);
  return `${weekdays[day.getUTCDay()]} ${day.getUTCDate()} ${months[day.getUTCMonth()]}`;
}
