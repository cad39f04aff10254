import { Grid, NumberInput, Textarea } from '@mantine/core';

/**
 * A booking card's editable part: the private admin notes and the total cost. Once the price is
 * agreed with the client it is shown, not edited: it changes only through a change order.
 */
export function NotesAndCost({
  notes,
  cost,
  agreed,
  costError,
  onNotes,
  onCost,
}: {
  notes: string;
  cost: number | string;
  agreed: boolean;
  costError: string | undefined;
  onNotes(value: string): void;
  onCost(value: number | string): void;
}) {
  return (
    <Grid gap="sm">
      <Grid.Col span={{ base: 12, sm: 8 }}>
        <Textarea label="Admin notes" placeholder="Private notes for your team" autosize minRows={2} maxRows={6} value={notes} onChange={(event) => onNotes(event.currentTarget.value)} />
      </Grid.Col>
      <Grid.Col span={{ base: 12, sm: 4 }}>
        <NumberInput
          label={agreed ? 'Agreed price' : 'Total cost'}
          description={agreed ? 'Agreed with the client: change it with a change order.' : undefined}
          readOnly={agreed}
          placeholder="Not set"
          prefix="$"
          clampBehavior="none"
          decimalScale={2}
          thousandSeparator=","
          value={cost}
          onChange={onCost}
          error={costError}
        />
      </Grid.Col>
    </Grid>
  );
}
