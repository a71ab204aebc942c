import './Spinner.css';

/**
 * A busy indicator. Without intl (it shows while the messages load) its label is in all four
 * languages. A screen still loading fills the screen below it; a part of a screen (`inline`) does not.
 */
export function Spinner({
  label = '読み込み中 / Loading / 加载中 / 로딩 중',
  inline = false,
}: {
  label?: string;
  inline?: boolean;
}) {
  return (
    <div className={inline ? 'spinner spinner--inline' : 'spinner'} role="status" aria-live="polite">
      <span className="spinner__circle" aria-hidden="true" />
      <span className="visually-hidden">{label}</span>
    </div>
  );
}
