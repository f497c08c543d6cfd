import { describe, expect, it } from 'vitest';
import { occurrencesIn } from './useCalendarData';

const at = (iso: string) => Date.parse(iso);
const occurrence = (title: string, start: string, end: string) => ({ title, start, end });

describe('occurrencesIn', () => {
  // A month grid of March 2027 (Monday 1 March to Sunday 11 April), in the data of February to April.
  const span = { start: at('2027-03-01T00:00:00Z'), end: at('2027-04-12T00:00:00Z') };

  it('keeps what the grid can show and leaves out the rest of the fetched months', () => {
    const shown = occurrencesIn(
      [
        occurrence('early February', '2027-02-03T09:00:00Z', '2027-02-03T10:00:00Z'),
        occurrence('last day of February, seen from Tokyo on 1 March', '2027-02-28T20:00:00Z', '2027-02-28T21:00:00Z'),
        occurrence('mid March', '2027-03-15T09:00:00Z', '2027-03-15T10:00:00Z'),
        occurrence('all day on 11 April', '2027-04-11', '2027-04-12'),
        occurrence('late April', '2027-04-26T09:00:00Z', '2027-04-26T10:00:00Z'),
        occurrence('spanning the whole grid', '2027-01-01', '2027-06-01'),
      ],
      span,
    ).map((item) => item.title);
    expect(shown).toEqual(['last day of February, seen from Tokyo on 1 March', 'mid March', 'all day on 11 April', 'spanning the whole grid']);
  });

  it('keeps everything before the grid has said what it shows', () => {
    expect(occurrencesIn([occurrence('any', '2027-02-03T09:00:00Z', '2027-02-03T10:00:00Z')], null)).toHaveLength(1);
  });
});
