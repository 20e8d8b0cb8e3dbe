import { useLingui } from '@lingui/react';

/** What a visitor sees when the configuration cannot be used: never a blank area. */
export function Unavailable() {
  const { i18n } = useLingui();
  return (
    <div className="qw-wizard">
      <p className="qw-unavailable" role="status">
        {i18n._('wizard.unavailable')}
      </p>
    </div>
  );
}
