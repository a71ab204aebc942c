import type { ReactNode } from 'react';
import { useErrorText } from './useErrorText';

/**
 * A console action's refusal or failure, where the staff member acted: an API error in the page's
 * language (`error`), or the screen's own words (`children`). Announced as it appears.
 */
export function DeskError(props: { error: unknown } | { children: ReactNode }) {
  const errorText = useErrorText();
  return (
    <p className="front-desk__error" role="alert">
      {'children' in props ? props.children : errorText(props.error)}
    </p>
  );
}
