import type { CustomCheckinField } from '@/api/providerApi';
import { answerText, answerValues, toAnswers } from './GuidanceFields';

const field = (inputValue: string[], overrides: Partial<CustomCheckinField> = {}): CustomCheckinField => ({
  id: 2,
  inputType: 'selectBox',
  title: 'How will you arrive?',
  jpTitle: '当日の交通手段',
  content: null,
  inputValue,
  isRequired: true,
  value: null,
  ...overrides,
});
const english = field(['Train', 'Car', 'Taxi']);
const japanese = field(['電車', '車', 'タクシー'], { title: '当日の交通手段' });

describe('guidance answers', () => {
  it('keep a chosen option by its place, so it reads right after a language switch', () => {
    const [answer] = toAnswers([english], { f2: '1' });
    expect(answer).toEqual({ id: 2, value: 'Car', option: 1 });
    expect(answerValues([japanese], [answer!])).toEqual({ f2: '1' });
    expect(answerText(japanese, answer)).toBe('車');
  });

  it('read an answer saved as text only (no place) by finding it among the options', () => {
    expect(answerValues([english], [{ id: 2, value: 'Taxi' }])).toEqual({ f2: '2' });
    expect(answerValues([english], [{ id: 2, value: 'Bicycle' }])).toEqual({ f2: '' });
  });

  it('start from the field’s default, and keep typed text as typed', () => {
    expect(answerValues([field(['No', 'Yes'], { value: 'No' })], null)).toEqual({ f2: '0' });
    const textArea = field([], { id: 9, inputType: 'textArea' });
    expect(toAnswers([textArea], { f9: '  A quiet room ' })).toEqual([{ id: 9, value: 'A quiet room' }]);
    expect(answerValues([textArea], [{ id: 9, value: 'A quiet room' }])).toEqual({ f9: 'A quiet room' });
  });

  it('store no choice as an empty answer', () => {
    expect(toAnswers([english], { f2: '' })).toEqual([{ id: 2, value: '' }]);
    expect(toAnswers([english], { f2: '7' })).toEqual([{ id: 2, value: '' }]);
  });
});
