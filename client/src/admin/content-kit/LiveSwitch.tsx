import { Switch } from '@mantine/core';

/** The Live/Hidden switch (applies at once): its text says the state, not only its colour. */
export function LiveSwitch({
  checked,
  onChange,
  name,
  onLabel = 'Live',
  offLabel = 'Hidden',
  disabled,
}: {
  checked: boolean;
  onChange: (checked: boolean) => void;
  name: string;
  onLabel?: string;
  offLabel?: string;
  disabled?: boolean;
}) {
  return (
    <Switch
      checked={checked}
      onChange={(event) => onChange(event.currentTarget.checked)}
      label={checked ? onLabel : offLabel}
      aria-label={`${name}: ${checked ? onLabel : offLabel}`}
      color="willow"
      size="sm"
      disabled={disabled}
      styles={{ label: { minWidth: 52, fontWeight: 500 } }}
    />
  );
}
